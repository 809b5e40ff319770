import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconWifiOff } from '@tabler/icons-react';
import { deferred, templateSaveSchema } from '@trilha/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver } from '../../components/form/form-resolver';
import { NameDescriptionFields } from '../../components/form/NameDescriptionFields';
import { LazyModal } from '../../components/lazy-dialogs';
import { PlanLimitNotice } from '../../components/PlanLimitNotice';
import { errorText } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { useUnsoldFeature } from '../../lib/plan-features';
import { refreshTemplates, useOwnTemplates } from '../../project-data/templates';
import { useSyncStatus } from '../../project-data/useSyncStatus';
import { deleteTemplate, saveTemplate } from './templates-api';

const formSchema = deferred(() => templateSaveSchema.pick({ name: true, description: true }));

/**
 * 'Salvar como template': the project's records become a template of the account (its team's on
 * Team), and the account's templates are listed to be deleted. The server keeps templates, so
 * this needs a connection; the plan must sell templates (docs/decisions/0024).
 */
export function SaveTemplateDialog(props: {
  project: { id: string; name: string; description: string };
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('templates');
  const userId = useAuth((state) => state.user?.id ?? null);
  const online = useSyncStatus((status) => status.online);
  const unsold = useUnsoldFeature('templates');
  const own = useOwnTemplates();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: formResolver(formSchema),
    values: { name: props.project.name, description: '' },
  });

  const close = () => {
    reset();
    props.onClose();
  };

  const submit = handleSubmit(async ({ name, description }) => {
    try {
      await saveTemplate({ projectId: props.project.id, name, description });
      if (userId) await refreshTemplates(userId);
      notify({
        title: t('save.success'),
        message: t('save.successMessage', { name }),
        kind: 'success',
      });
      close();
    } catch (error) {
      notify({ title: t('save.errorTitle'), message: errorText(error, ''), kind: 'error' });
    }
  });

  const remove = async ({ id, name }: { id: string; name: string }) => {
    try {
      await deleteTemplate(id);
      if (userId) await refreshTemplates(userId);
      notify({ title: t('own.deleted'), message: name, kind: 'success' });
    } catch (error) {
      notify({ title: t('own.deleteError'), message: errorText(error, ''), kind: 'error' });
    }
  };

  return (
    <LazyModal opened={props.opened} onClose={close} title={t('save.title')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('save.intro')}
          </Text>
          {unsold && <PlanLimitNotice unsold={unsold} />}
          {!online && (
            <Alert color="gray" icon={<IconWifiOff size={18} />}>
              {t('save.offline')}
            </Alert>
          )}
          <NameDescriptionFields
            name={register('name')}
            description={register('description')}
            errors={errors}
            labels={{ name: t('save.name'), description: t('save.description') }}
            descriptionRows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('save.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!online || unsold !== null}>
              {t('save.submit')}
            </Button>
          </Group>
          <Stack gap={4} data-testid="own-templates">
            <Text fw={600} size="sm">
              {t('own.title')}
            </Text>
            {own.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('own.empty')}
              </Text>
            )}
            {own.map((template) => (
              <Group key={template.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {template.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={!online}
                  aria-label={t('own.deleteLabel', { name: template.name })}
                  title={t('own.delete')}
                  onClick={() => void remove(template)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Stack>
      </form>
    </LazyModal>
  );
}

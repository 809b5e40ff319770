import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { deferred, newId, projectCreateSchema, TEXT_MAX, TITLE_MAX } from '@trilha/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../components/form/field-error';
import { formResolver } from '../../components/form/form-resolver';
import { LazyModal } from '../../components/lazy-dialogs';
import { PlanLimitNotice } from '../../components/PlanLimitNotice';
import { notify } from '../../lib/notify';
import type { ReachedLimit } from '../../lib/plan-limit';
import { useUserSync } from '../../project-data/SyncProvider';

const formSchema = deferred(() => projectCreateSchema.pick({ name: true, description: true }));

/**
 * 'Novo Projeto': name (required) and an optional description. The project is written to this
 * device's database and queued for sync, so it is created the same way with or without a
 * connection.
 */
export function NewProjectDialog(props: {
  opened: boolean;
  onClose(): void;
  onCreated?(id: string): void;
  /** The plan's project limit, checked on this device before a create (useProjectLimit). */
  limit: ReachedLimit | null;
}) {
  const { t } = useTranslation('projects');
  const client = useUserSync()?.client;
  // Checked on this device before a create, offline too; the server checks again.
  const { limit } = props;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: formResolver(formSchema),
    defaultValues: { name: '', description: '' },
  });

  const fieldError = useFieldErrorText();

  const close = () => {
    reset();
    props.onClose();
  };

  const submit = handleSubmit(async ({ name, description }) => {
    if (!client || limit) return;
    const id = newId();
    try {
      await client.mutate('project.create', { id, name, description });
      notify({
        title: t('create.success'),
        message: t('create.successMessage', { name }),
        kind: 'success',
      });
      close();
      props.onCreated?.(id);
    } catch (error) {
      console.error('project.create failed', error);
      notify({ title: t('create.errorTitle'), message: t('create.errorMessage'), kind: 'error' });
    }
  });

  return (
    <LazyModal opened={props.opened} onClose={close} title={t('create.title')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('create.intro')}
          </Text>
          {limit && <PlanLimitNotice reached={limit} />}
          <TextInput
            label={t('create.name')}
            placeholder={t('create.namePlaceholder')}
            withAsterisk
            maxLength={TITLE_MAX}
            data-autofocus
            error={fieldError(errors.name)}
            {...register('name')}
          />
          <Textarea
            label={t('create.description')}
            placeholder={t('create.descriptionPlaceholder')}
            rows={4}
            maxLength={TEXT_MAX}
            error={fieldError(errors.description)}
            {...register('description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!client || limit !== null}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { deferred, newId, projectCreateSchema } from '@trilha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver } from '../../components/form/form-resolver';
import { NameDescriptionFields } from '../../components/form/NameDescriptionFields';
import { LazyModal } from '../../components/lazy-dialogs';
import { PlanLimitNotice } from '../../components/PlanLimitNotice';
import { errorText } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useUnsoldFeature } from '../../lib/plan-features';
import type { ReachedLimit } from '../../lib/plan-limit';
import { useUserSync } from '../../project-data/SyncProvider';
import { createProjectFromTemplate, useTemplateChoices } from '../../project-data/templates';
import { TemplateSelect } from './TemplateSelect';

const formSchema = deferred(() => projectCreateSchema.pick({ name: true, description: true }));

/**
 * 'Novo Projeto': name (required), an optional description and a template ('Modelo', Pro and up,
 * docs/decisions/0024). A blank project is written to this device's database and queued for
 * sync, so it is created the same way with or without a connection; a template's project is
 * made by the server when online and by the same mutations on the device when not.
 */
export function NewProjectDialog(props: {
  opened: boolean;
  onClose(): void;
  onCreated?(id: string): void;
  /** The plan's project limit, checked on this device before a create (useProjectLimit). */
  limit: ReachedLimit | null;
}) {
  const { t } = useTranslation('projects');
  const { t: tTemplates } = useTranslation('templates');
  const client = useUserSync()?.client;
  const templates = useTemplateChoices();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const template = templates.find(({ id }) => id === templateId);
  // Free sees the templates with the way to a plan that has them (docs/decisions/0022).
  const unsold = useUnsoldFeature('templates');
  // Checked on this device before a create, offline too; the server checks again.
  const { limit } = props;
  const blocked = limit !== null || (template !== undefined && unsold !== null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: formResolver(formSchema),
    defaultValues: { name: '', description: '' },
  });

  const close = () => {
    reset();
    setTemplateId(null);
    props.onClose();
  };

  const submit = handleSubmit(async ({ name, description }) => {
    if (!client || blocked) return;
    try {
      let id: string;
      if (template) {
        id = await createProjectFromTemplate(client, template, { name, description });
      } else {
        id = newId();
        await client.mutate('project.create', { id, name, description });
      }
      notify({
        title: t('create.success'),
        message: t('create.successMessage', { name }),
        kind: 'success',
      });
      close();
      props.onCreated?.(id);
    } catch (error) {
      console.error('project.create failed', error);
      const fallback = template ? tTemplates('create.errorMessage') : t('create.errorMessage');
      notify({ title: t('create.errorTitle'), message: errorText(error, fallback), kind: 'error' });
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
          <NameDescriptionFields
            name={register('name')}
            description={register('description')}
            errors={errors}
            labels={{ name: t('create.name'), description: t('create.description') }}
            placeholders={{
              name: t('create.namePlaceholder'),
              description: t('create.descriptionPlaceholder'),
            }}
            descriptionRows={4}
            autoFocus
          />
          <TemplateSelect templates={templates} value={templateId} onChange={setTemplateId} />
          {template && unsold && <PlanLimitNotice unsold={unsold} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!client || blocked}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}

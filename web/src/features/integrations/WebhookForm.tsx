import { Button, Card, Checkbox, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  type CreatedWebhook,
  WEBHOOK_EVENTS,
  type WebhookCreateInput,
  type WebhookEventType,
} from '@trilha/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, errorText } from '../../lib/api';
import { notify } from '../../lib/notify';
import { eventLabelKey } from './event-labels';

interface ProjectOption {
  id: string;
  name: string;
}

/** The projects the account can see, for binding a webhook to one (an empty list offline). */
function useProjectOptions(): ProjectOption[] {
  const [projects, setProjects] = useState<ProjectOption[]>([]);
  useEffect(() => {
    apiGet<ProjectOption[]>('/api/projects').then(setProjects, () => setProjects([]));
  }, []);
  return projects;
}

/** 'Novo webhook': its URL, the events it wants, and optionally the one project it is about. */
export function WebhookForm(props: {
  onCreate(input: WebhookCreateInput): Promise<CreatedWebhook>;
  onCreated(created: CreatedWebhook): void;
}) {
  const { t } = useTranslation('integrations');
  const projects = useProjectOptions();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENTS]);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const created = await props.onCreate({
        url,
        events: events as WebhookEventType[],
        projectId,
      });
      setUrl('');
      notify({ title: t('form.created'), kind: 'success' });
      props.onCreated(created);
    } catch (error) {
      notify({
        title: t('form.failed'),
        message: errorText(error, t('tryAgain')),
        kind: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('form.title')}
          </Title>
          <TextInput
            label={t('form.url')}
            placeholder="https://example.com/webhooks/trilha"
            type="url"
            required
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
          />
          <Checkbox.Group label={t('form.events')} value={events} onChange={setEvents} required>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {WEBHOOK_EVENTS.map((type) => (
                <Checkbox key={type} value={type} label={t(eventLabelKey(type))} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Select
            label={t('form.project')}
            placeholder={t('form.allProjects')}
            data={projects.map((project) => ({ value: project.id, label: project.name }))}
            value={projectId}
            onChange={setProjectId}
            clearable
            searchable
          />
          <Button
            type="submit"
            loading={busy}
            disabled={events.length === 0}
            w={{ sm: 'fit-content' }}
          >
            {t('form.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

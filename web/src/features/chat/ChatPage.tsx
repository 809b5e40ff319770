import { Alert, Card, Container, Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '../../components/OfflineNotice';
import { PageHeader } from '../../components/PageHeader';
import { PlanLimitNotice } from '../../components/PlanLimitNotice';
import { useAuth } from '../../lib/auth-store';
import { useAiChatLimit } from '../../lib/useAiChatLimit';
import { nothingDrawn, useLocalQuery } from '../../project-data/useLocalQuery';
import { useSyncStatus } from '../../project-data/useSyncStatus';
import { ChatComposer } from './ChatComposer';
import { ChatSettings, type ChatSettingsValue } from './ChatSettings';
import { ChatContextCard, SuggestionsCard } from './ChatSideCards';
import { MessageList } from './MessageList';
import { useChatDraft } from './useChatDraft';
import { useMentorChat } from './useMentorChat';

/** The user's projects for the select, by name; read locally, so it works offline too. */
function useProjectChoices() {
  return (
    useLocalQuery(
      async (db) =>
        (await db.projects.toArray())
          .map(({ id, name }) => ({ id, name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      nothingDrawn,
      [],
    ) ?? []
  );
}

/** /chat: the AI mentor (platform.md §2). Phase, level and project are local to the screen. */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const userId = useAuth((state) => state.user?.id);
  const online = useSyncStatus((status) => status.online);
  const projects = useProjectChoices();
  const chat = useMentorChat();
  // Known on this device from the cached plan; the server answers 429 `plan_limit` regardless.
  const chatLimit = useAiChatLimit();
  const [draft, setDraft] = useChatDraft(userId);
  const [settings, setSettings] = useState<ChatSettingsValue>({
    phase: 1,
    level: 'beginner',
    projectId: null,
  });
  const project = projects.find((candidate) => candidate.id === settings.projectId);

  const send = async () => {
    const text = draft;
    if (!text.trim()) return;
    setDraft('');
    const outcome = await chat.send(text, {
      currentPhase: settings.phase,
      userLevel: settings.level,
      ...(project ? { projectId: project.id } : {}),
    });
    // No connection after all: the question goes back where it was written.
    if (outcome === 'offline') setDraft((current) => current || text);
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        {!online && <OfflineNotice title={t('offline.title')} message={t('offline.text')} />}
        {chatLimit && <PlanLimitNotice reached={chatLimit} />}
        {/* Phones: the conversation and its suggestions first, the settings below them. */}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              <ChatSettings
                value={settings}
                projects={projects}
                onChange={setSettings}
                onClear={chat.clear}
              />
              <ChatContextCard value={settings} projectName={project?.name} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md">
              <Card withBorder padding="sm">
                <Stack gap="sm">
                  <MessageList messages={chat.messages} pending={chat.pending} />
                  <ChatComposer
                    value={draft}
                    onChange={setDraft}
                    onSend={() => void send()}
                    pending={chat.pending}
                    online={online}
                    locked={chatLimit !== null}
                  />
                </Stack>
              </Card>
              <SuggestionsCard suggestions={chat.suggestions} onPick={setDraft} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

/** /chat for a visitor. */
export function ChatSignedOut() {
  const { t } = useTranslation('chat');
  return (
    <Container size="sm" py="xl">
      <Alert color="violet" title={t('title')}>
        {t('signedOut')}
      </Alert>
    </Container>
  );
}

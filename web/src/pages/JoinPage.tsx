import { Alert, Button, Card, Center, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { GUEST_NAME_MAX, type RoomPreview } from '@trilha/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText, isNetworkError } from '../lib/api';
import { useAuth } from '../lib/auth-store';
import { useMessageText } from '../lib/message-text';
import { joinRoom, previewRoom } from '../project-data/project-room';

/** What went wrong reading or joining a room: offline, else the server's coded message. */
function failureText(t: (key: string) => string, cause: unknown): string {
  return isNetworkError(cause) ? t('join.offline') : errorText(cause, t('join.failed'));
}

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; room: RoomPreview }
  | { status: 'failed'; message: string };

/**
 * /join/:code — what a room's QR code or link opens on a participant's phone (issue 31,
 * docs/decisions/0020). No account: the project's name, 'Seu nome', 'Entrar na sala'. Joining
 * starts a guest session (the server's cookie); the app then knows its user as signing in
 * does, and opens the project. A closed, expired, unknown or full room says so in the server's
 * words (its coded message).
 */
export function JoinPage() {
  const { t } = useTranslation('sharing');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const signedIn = useAuth((state) => state.signedIn);
  const member = useAuth((state) =>
    state.user && state.user.role !== 'guest' ? state.user : null,
  );
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [name, setName] = useState('');
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string>();
  const say = useMessageText();

  useEffect(() => {
    let current = true;
    previewRoom(code).then(
      (room) => current && setState({ status: 'ready', room }),
      (cause: unknown) => current && setState({ status: 'failed', message: failureText(t, cause) }),
    );
    return () => {
      current = false;
    };
  }, [code, t]);

  const join = async (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    if (!typed) {
      setError(say({ code: 'validation.guest_name_required' }));
      return;
    }
    setJoining(true);
    setError(undefined);
    try {
      const { user, projectId } = await joinRoom(code, typed);
      signedIn(user);
      navigate(`/projects/${projectId}`, { replace: true });
    } catch (cause) {
      setError(failureText(t, cause));
      setJoining(false);
    }
  };

  return (
    <Center py="xl" px="md">
      <Card withBorder padding="lg" maw={440} w="100%" data-testid="join-page">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('join.title')}
          </Title>
          {state.status === 'loading' && <Loader aria-label={t('dialog.loading')} />}
          {state.status === 'failed' && <Alert color="yellow">{state.message}</Alert>}
          {state.status === 'ready' && !state.room.open && (
            <Alert color="yellow">{say({ code: 'room.closed' }) ?? t('join.failed')}</Alert>
          )}
          {state.status === 'ready' && state.room.open && (
            <form onSubmit={(event) => void join(event)} noValidate>
              <Stack gap="md">
                <Text>{t('join.body', { project: state.room.projectName })}</Text>
                {/* Joining replaces the session on this device (docs/decisions/0020): said
                    before, where the member can still choose not to. */}
                {member && (
                  <Alert color="yellow" title={t('join.signedInTitle')}>
                    {t('join.signedIn', { name: member.name || member.username })}
                  </Alert>
                )}
                <TextInput
                  label={t('join.name')}
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                  maxLength={GUEST_NAME_MAX}
                  autoComplete="name"
                  autoFocus
                  error={error}
                  size="md"
                />
                <Button type="submit" size="md" loading={joining}>
                  {t('join.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
    </Center>
  );
}

import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import {
  acceptInvitation,
  type InvitationDetails,
  previewInvitation,
} from '../features/sharing/sharing-api';
import { errorText, HttpError, isNetworkError } from '../lib/api';
import { useAuth } from '../lib/auth-store';
import { useUserSync } from '../project-data/SyncProvider';
import { refreshSharedProjects } from '../project-data/shared-projects';

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; invitation: InvitationDetails }
  | { status: 'failed'; message: string };

/** The `t` key of what went wrong reading or accepting an invitation. */
function failureKey(error: unknown): string {
  if (isNetworkError(error)) return 'invitePage.offline';
  if (error instanceof HttpError && error.status === 410) return 'invitePage.expired';
  if (error instanceof HttpError && error.status === 404) return 'invitePage.notFound';
  return 'invitePage.failed';
}

/** /invite/:code — what an invitation link (or its QR code) opens, for a signed-in user. */
export function InvitePage() {
  const { t } = useTranslation('sharing');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const sync = useUserSync();
  const userId = useAuth((state) => state.user?.id);
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string>();

  useEffect(() => {
    let current = true;
    previewInvitation(code).then(
      (invitation) => current && setState({ status: 'ready', invitation }),
      (error: unknown) => current && setState({ status: 'failed', message: t(failureKey(error)) }),
    );
    return () => {
      current = false;
    };
  }, [code, t]);

  const openProject = async (projectId: string) => {
    // The project must be on this device before its page can show it.
    await sync?.engine.syncNow();
    navigate(`/projects/${projectId}`);
  };

  const join = async () => {
    setJoining(true);
    setJoinError(undefined);
    try {
      const { projectId } = await acceptInvitation(code);
      if (userId) await refreshSharedProjects(userId);
      await openProject(projectId);
    } catch (error) {
      setJoinError(errorText(error, t(failureKey(error))));
      setJoining(false);
    }
  };

  return (
    <Center py="xl" px="md">
      <Card withBorder padding="lg" maw={480} w="100%">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('invitePage.title')}
          </Title>
          {state.status === 'loading' && <Loader aria-label={t('dialog.loading')} />}
          {state.status === 'failed' && <Alert color="yellow">{state.message}</Alert>}
          {state.status === 'ready' && (
            <InvitationDetailsView
              invitation={state.invitation}
              joining={joining}
              onJoin={() => void join()}
              onOpen={() => void openProject(state.invitation.projectId)}
            />
          )}
          {joinError && <Alert color="red">{joinError}</Alert>}
        </Stack>
      </Card>
    </Center>
  );
}

function InvitationDetailsView(props: {
  invitation: InvitationDetails;
  joining: boolean;
  onJoin: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation('sharing');
  const { invitation } = props;
  if (invitation.currentRole) {
    return (
      <>
        <Text>{t('invitePage.already', { project: invitation.projectName })}</Text>
        <Group>
          <Button onClick={props.onOpen}>{t('invitePage.open')}</Button>
        </Group>
      </>
    );
  }
  return (
    <>
      <Text>
        {t('invitePage.body', {
          project: invitation.projectName,
          role: t(`roles.${invitation.role}`),
        })}
      </Text>
      <Group>
        <Button onClick={props.onJoin} loading={props.joining}>
          {t('invitePage.accept')}
        </Button>
      </Group>
    </>
  );
}

/**
 * Shown to a visitor who opens an invitation without being signed in: the sign-in form right
 * here, so that once signed in the same address shows the invitation (the guard lets it through).
 */
export function InviteSignedOut() {
  const { t } = useTranslation('sharing');
  return (
    <Stack gap="md" pt="md">
      <Alert color="blue" title={t('invitePage.title')} maw={480} mx="auto" w="100%">
        {t('invitePage.signIn')}
      </Alert>
      <LoginPage />
    </Stack>
  );
}

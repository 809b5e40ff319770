import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Invitation, MemberRole, ProjectMember, SubscriptionPlan } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkField } from '../../components/LinkField';
import { PhoneFullScreenModal } from '../../components/lazy-dialogs';
import { QrCode } from '../../components/QrCode';
import { errorText } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { useCurrentPlan } from '../../lib/current-plan';
import { notify } from '../../lib/notify';
import { useProjectSharing } from './useProjectSharing';

type Sharing = ReturnType<typeof useProjectSharing>;

/**
 * 'Compartilhar': who is in the project and with which role; for the owner, an invitation link
 * to copy or show as a QR code, revocable, and the members' roles to change or remove.
 */
export function ShareDialog(props: { projectId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('sharing');
  const user = useAuth((state) => state.user);
  const sharing = useProjectSharing(props.projectId, user?.id, props.opened);

  return (
    <PhoneFullScreenModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('dialog.title')}
      size="lg"
    >
      <ShareDialogBody sharing={sharing} userId={user?.id} onLeft={props.onClose} />
    </PhoneFullScreenModal>
  );
}

/**
 * The dialog's content, rendered once the dialog is first opened. It reads the plan as the
 * members are asked for, so that the invitation part knows, when the members arrive, whether
 * the plan includes collaboration — without the project page reading it at every load.
 */
function ShareDialogBody(props: { sharing: Sharing; userId?: string; onLeft(): void }) {
  const { t } = useTranslation('sharing');
  const plan = useCurrentPlan();
  const { sharing } = props;
  const { state } = sharing;
  return (
    <>
      {state.status === 'loading' && <Loader aria-label={t('dialog.loading')} />}
      {state.status === 'offline' && <Alert color="yellow">{t('dialog.offline')}</Alert>}
      {state.status === 'error' && <Alert color="red">{t('dialog.error')}</Alert>}
      {state.status === 'ready' && (
        <Stack gap="lg">
          {state.isOwner && (
            <InviteSection sharing={sharing} invitations={state.invitations} plan={plan} />
          )}
          <MemberList
            members={state.members}
            isOwner={state.isOwner}
            userId={props.userId}
            sharing={sharing}
            onLeft={props.onLeft}
          />
        </Stack>
      )}
    </>
  );
}

function InviteSection({
  sharing,
  invitations,
  plan,
}: {
  sharing: Sharing;
  invitations: Invitation[];
  plan: SubscriptionPlan | undefined;
}) {
  const { t, i18n } = useTranslation('sharing');
  const isAdmin = useAuth((state) => state.user?.role === 'admin');
  const [role, setRole] = useState<MemberRole>('editor');
  const [busy, setBusy] = useState(false);
  const newest = invitations[0];
  // The link at the address this page was opened at, whatever APP_URL the server names: a
  // laptop serving a room (issue 31) keeps the default APP_URL, http://localhost:3000, which
  // no phone can open, while its phones open http://192.168.137.1:3000. Where the page's origin
  // is one the server accepts (APP_URL, ALLOWED_ORIGINS, its own addresses), so is the link's.
  const link = newest && new URL(new URL(newest.url).pathname, window.location.origin).href;

  if (plan && !plan.hasCollaboration && !isAdmin) {
    return (
      <Alert color="blue" title={t('invite.notInPlan')}>
        <Anchor component={Link} to="/pricing">
          {t('invite.seePlans')}
        </Anchor>
      </Alert>
    );
  }

  const create = async () => {
    setBusy(true);
    try {
      await sharing.invite(role);
    } catch (error) {
      notify({ kind: 'error', title: t('invite.error'), message: errorText(error, '') });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (code: string) => {
    try {
      await sharing.revoke(code);
      notify({ kind: 'success', title: t('invite.revoked') });
    } catch (error) {
      notify({ kind: 'error', title: t('invite.error'), message: errorText(error, '') });
    }
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('invite.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('invite.help')}
      </Text>
      <Group gap="sm" align="end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="invite-role-label">
            {t('invite.role')}
          </Text>
          <SegmentedControl
            aria-labelledby="invite-role-label"
            value={role}
            onChange={(value) => setRole(value as MemberRole)}
            data={[
              { value: 'editor', label: t('roles.editor') },
              { value: 'viewer', label: t('roles.viewer') },
            ]}
          />
        </Stack>
        <Button onClick={() => void create()} loading={busy}>
          {t('invite.create')}
        </Button>
      </Group>
      {newest && (
        <Stack gap="sm" align="center" data-testid="invitation">
          <LinkField
            label={t('invite.link', { role: t(`roles.${newest.role}`) })}
            url={link ?? ''}
          />
          <QrCode url={link ?? ''} label={t('invite.qr')} testId="invitation-qr" />
          <Text size="xs" c="dimmed">
            {t('invite.expires', {
              date: new Date(newest.expiresAt).toLocaleDateString(i18n.language),
            })}
          </Text>
        </Stack>
      )}
      {invitations.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('invite.active')}
          </Text>
          {invitations.map((invitation) => (
            <Group key={invitation.code} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate style={{ minWidth: 0 }}>
                {t(`roles.${invitation.role}`)} · …{invitation.code.slice(-6)}
              </Text>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => void revoke(invitation.code)}
              >
                {t('invite.revoke')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Divider />
    </Stack>
  );
}

function MemberList(props: {
  members: ProjectMember[];
  isOwner: boolean;
  userId: string | undefined;
  sharing: Sharing;
  onLeft: () => void;
}) {
  const { t } = useTranslation('sharing');
  const { sharing, userId } = props;

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notify({ kind: 'success', title: success });
      return true;
    } catch (error) {
      notify({ kind: 'error', title: t('members.error'), message: errorText(error, '') });
      return false;
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('members.title')}
      </Title>
      {props.members.map((member) => {
        const you = member.userId === userId;
        const name = you ? t('members.you', { name: member.name }) : member.name;
        const manageable = props.isOwner && member.role !== 'owner';
        return (
          <Group key={member.userId} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate style={{ minWidth: 0 }}>
              {name}
            </Text>
            {manageable ? (
              <Group gap={4} wrap="nowrap">
                <Select
                  size="xs"
                  w={110}
                  aria-label={t('members.roleOf', { name: member.name })}
                  value={member.role}
                  allowDeselect={false}
                  data={[
                    { value: 'editor', label: t('roles.editor') },
                    { value: 'viewer', label: t('roles.viewer') },
                  ]}
                  onChange={(role) =>
                    role &&
                    void run(
                      () => sharing.changeRole(member.userId, role as MemberRole),
                      t('members.roleChanged'),
                    )
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('members.remove', { name: member.name })}
                  onClick={() =>
                    void run(() => sharing.remove(member.userId), t('members.removed'))
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t(`roles.${member.role}`)}
              </Text>
            )}
          </Group>
        );
      })}
      {!props.isOwner && userId && (
        <Button
          variant="subtle"
          color="red"
          mt="sm"
          onClick={async () => {
            if (await run(() => sharing.remove(userId), t('members.left'))) props.onLeft();
          }}
        >
          {t('members.leave')}
        </Button>
      )}
    </Stack>
  );
}

import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { AdminUserListItem, UserRole } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDelete, apiPut } from '../../lib/api';
import { useAuth } from '../auth/auth-store';
import { ConfirmDialog } from './ConfirmDialog';
import { CreateUserDialog } from './CreateUserDialog';
import { formatDate, matches } from './format';
import { QueryView } from './QueryView';
import { runAction } from './run-action';
import { SearchField } from './SearchField';
import { useAdminQuery } from './useAdminQuery';

/** The Users tab: search by username, create, switch a role, delete (after confirming). */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const { state, reload } = useAdminQuery<AdminUserListItem[]>('/api/users');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminUserListItem | null>(null);

  const remove = async (user: AdminUserListItem) => {
    const done = await runAction(t, () => apiDelete(`/api/users/${user.id}`), {
      success: t('users.deleted'),
      failure: t('users.deleteError'),
    });
    if (done) reload();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SearchField label={t('users.search')} value={query} onChange={setQuery} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('users.new')}
        </Button>
      </Group>
      <QueryView state={state} reload={reload} errorMessage={t('users.loadError')}>
        {(users) => (
          <UsersTable
            users={users.filter((user) => matches(query, user.username))}
            onChanged={reload}
            onDelete={setDeleting}
          />
        )}
      </QueryView>
      <CreateUserDialog opened={creating} onClose={() => setCreating(false)} onCreated={reload} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('users.deleteTitle')}
        message={t('users.deleteConfirm', { username: deleting?.username ?? '' })}
        confirmLabel={t('delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function UsersTable(props: {
  users: AdminUserListItem[];
  onChanged: () => void;
  onDelete: (user: AdminUserListItem) => void;
}) {
  const { t } = useTranslation('admin');
  const myId = useAuth((state) => state.user?.id);
  const [busyId, setBusyId] = useState<string | null>(null);

  const toggleRole = async (user: AdminUserListItem) => {
    const role: UserRole = user.role === 'admin' ? 'user' : 'admin';
    setBusyId(user.id);
    const done = await runAction(t, () => apiPut(`/api/users/${user.id}`, { role }), {
      success: t('users.roleUpdatedTitle'),
      successMessage: t('users.roleUpdated'),
      failure: t('users.updateError'),
    });
    setBusyId(null);
    if (done) props.onChanged();
  };

  if (props.users.length === 0) {
    return (
      <Text c="gray.7" py="lg" ta="center">
        {t('users.none')}
      </Text>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.username')}</Table.Th>
            <Table.Th>{t('users.role')}</Table.Th>
            <Table.Th>{t('users.createdAt')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.users.map((user) => {
            const isAdmin = user.role === 'admin';
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {user.username}
                    </Text>
                    {user.id === myId && (
                      <Badge size="xs" variant="outline">
                        {t('users.you')}
                      </Badge>
                    )}
                  </Group>
                  {user.email && user.email !== user.username && (
                    <Text size="xs" c="gray.7">
                      {user.email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={isAdmin ? 'violet' : 'gray'} variant="light">
                    {t(`roles.${user.role}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(user.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      loading={busyId === user.id}
                      onClick={() => void toggleRole(user)}
                      aria-label={
                        isAdmin
                          ? t('users.makeUserLabel', { username: user.username })
                          : t('users.makeAdminLabel', { username: user.username })
                      }
                    >
                      {isAdmin ? t('users.makeUser') : t('users.makeAdmin')}
                    </Button>
                    <Tooltip label={t('delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => props.onDelete(user)}
                        aria-label={t('users.deleteLabel', { username: user.username })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

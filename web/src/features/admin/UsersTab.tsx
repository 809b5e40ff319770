import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { AdminUserListItem, UserRole } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { apiPut } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { AdminTable } from './AdminTable';
import { CreateUserDialog } from './CreateUserDialog';
import { DeleteAction } from './DeleteAction';
import { formatDate, matches } from './format';
import { ListToolbar } from './ListToolbar';
import { QueryView } from './QueryView';
import { runAction } from './run-action';
import { useAdminQuery } from './useAdminQuery';
import { useConfirmedDelete } from './useConfirmedDelete';

/** The Users tab: search by username, create, switch a role, delete (after confirming). */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const { state, reload } = useAdminQuery<AdminUserListItem[]>('/api/users');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const remove = useConfirmedDelete<AdminUserListItem>({
    path: (user) => `/api/users/${user.id}`,
    success: t('users.deleted'),
    failure: t('users.deleteError'),
    onDeleted: reload,
  });

  return (
    <Stack gap="md">
      <ListToolbar
        searchLabel={t('users.search')}
        query={query}
        onQueryChange={setQuery}
        create={{ label: t('users.new'), onClick: () => setCreating(true) }}
      />
      <QueryView state={state} reload={reload} errorMessage={t('users.loadError')}>
        {(users) => (
          <UsersTable
            users={users.filter((user) => matches(query, user.username))}
            onChanged={reload}
            onDelete={remove.ask}
          />
        )}
      </QueryView>
      <CreateUserDialog opened={creating} onClose={() => setCreating(false)} onCreated={reload} />
      <ConfirmDialog
        {...remove.dialog}
        title={t('users.deleteTitle')}
        message={t('users.deleteConfirm', { username: remove.deleting?.username ?? '' })}
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

  return (
    <AdminTable
      items={props.users}
      empty={t('users.none')}
      minWidth={640}
      columns={[t('users.username'), t('users.role'), t('users.createdAt')]}
      cells={(user) => (
        <>
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
            <Badge color={user.role === 'admin' ? 'violet' : 'gray'} variant="light">
              {t(`roles.${user.role}`)}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{formatDate(user.createdAt)}</Text>
          </Table.Td>
        </>
      )}
      actionsGap="xs"
      actions={(user) => {
        const isAdmin = user.role === 'admin';
        return (
          <>
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
            <DeleteAction
              label={t('users.deleteLabel', { username: user.username })}
              onClick={() => props.onDelete(user)}
            />
          </>
        );
      }}
    />
  );
}

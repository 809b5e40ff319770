import { Avatar, Group, Text } from '@mantine/core';
import { type User, usernameInitials } from '@trilha/shared';
import { useTranslation } from 'react-i18next';

/**
 * Avatar with the username's first two letters, the username and the role label: the user
 * menu's button and the head of the phone menu's account entries.
 */
export function UserIdentity(props: {
  user: Pick<User, 'username' | 'role'>;
  /** Class of the name and role block (the header hides it on narrower screens). */
  labelClassName?: string;
  maxNameWidth?: number;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar color="violet" radius="xl">
        {usernameInitials(props.user.username)}
      </Avatar>
      <div className={props.labelClassName} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end" maw={props.maxNameWidth}>
          {props.user.username}
        </Text>
        <Text size="xs" c="dimmed">
          {props.user.role === 'admin' ? t('roles.admin') : t('roles.user')}
        </Text>
      </div>
    </Group>
  );
}

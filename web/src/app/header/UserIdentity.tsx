import { Avatar, Group, Text } from '@mantine/core';
import { type User, usernameInitials } from '@trilha/shared';
import { useTranslation } from 'react-i18next';

/**
 * Avatar with the username's first two letters, the username and the role label: the user
 * menu's button and the head of the phone menu's account entries.
 */
export function UserIdentity(props: {
  user: Pick<User, 'username' | 'role' | 'name'>;
  /** Class of the name and role block (the header hides it on narrower screens). */
  labelClassName?: string;
  maxNameWidth?: number;
}) {
  const { t } = useTranslation();
  // A room's guest has no username of their own choosing ('guest-…'): the name they joined with.
  const guest = props.user.role === 'guest';
  const shown = (guest && props.user.name) || props.user.username;
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar color="violet" radius="xl">
        {usernameInitials(shown)}
      </Avatar>
      <div className={props.labelClassName} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end" maw={props.maxNameWidth}>
          {shown}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`roles.${props.user.role === 'admin' || guest ? props.user.role : 'user'}`)}
        </Text>
      </div>
    </Group>
  );
}

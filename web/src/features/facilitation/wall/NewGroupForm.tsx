import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { WALL_GROUP_NAME_MAX } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { useNameField } from './useNameField';

/**
 * 'Novo grupo': names an empty group on the wall. It is a synced record from the start, so
 * every device shows it, and it stays after a reload, before any note is moved into it.
 */
export function NewGroupForm(props: {
  /** Resolves to the message when the group cannot be added, or null once it is. */
  onAdd(name: string): Promise<string | null>;
}) {
  const { t } = useTranslation('facilitation');
  const field = useNameField('', props.onAdd);
  return (
    <form onSubmit={(event) => void field.submit(event)} aria-label={t('wall.newGroup')}>
      <Group align="flex-start" gap="xs">
        <TextInput
          aria-label={t('wall.newGroupName')}
          placeholder={t('wall.newGroupPlaceholder')}
          maxLength={WALL_GROUP_NAME_MAX}
          value={field.value}
          error={field.error}
          onChange={field.onChange}
          // On a phone the button wraps below rather than being cut.
          style={{ flex: '1 1 12rem' }}
          size="md"
        />
        <Button type="submit" size="md" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('wall.newGroup')}
        </Button>
      </Group>
    </form>
  );
}

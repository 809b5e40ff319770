import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { WALL_GROUP_NAME_MAX } from '@trilha/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNameField } from './useNameField';

/**
 * A group's name, edited in place of its title: Enter or the check saves (the notes are renamed
 * with it), Escape or the cross leaves it as it was. A refused name keeps the field open with
 * the reason under it.
 */
export function RenameGroupForm(props: {
  name: string;
  /** Resolves to the message when the name cannot be used, or null once renamed. */
  onRename(name: string): Promise<string | null>;
  onClose(): void;
}) {
  const { t } = useTranslation('facilitation');
  const input = useRef<HTMLInputElement>(null);
  // Opened from the group's menu: typing goes straight into the name.
  useEffect(() => input.current?.select(), []);
  const field = useNameField(props.name, async (name) => {
    const failure = await props.onRename(name);
    if (!failure) props.onClose();
    return failure;
  });
  return (
    <form
      onSubmit={(event) => void field.submit(event)}
      aria-label={t('wall.renameGroup')}
      style={{ flex: 1, minWidth: 0 }}
    >
      <Group align="flex-start" gap={4} wrap="nowrap">
        <TextInput
          aria-label={t('wall.groupName')}
          maxLength={WALL_GROUP_NAME_MAX}
          value={field.value}
          error={field.error}
          onChange={field.onChange}
          onKeyDown={(event) => {
            if (event.key === 'Escape') props.onClose();
          }}
          ref={input}
          size="md"
          style={{ flex: 1, minWidth: 0 }}
        />
        <ActionIcon type="submit" variant="light" size={42} aria-label={t('wall.saveName')}>
          <IconCheck size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={42}
          aria-label={t('wall.cancel')}
          onClick={props.onClose}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}

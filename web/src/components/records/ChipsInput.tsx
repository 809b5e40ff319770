import { ActionIcon, Badge, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list of short texts shown as chips: typed in the box, added with Enter or the 'Adicionar'
 * button (blank text and repeats are ignored), each removable. Used for materials, tasks and
 * metrics.
 */
export function ChipsInput(props: {
  label: string;
  placeholder?: string;
  value: string[];
  onChange(value: string[]): void;
  error?: string;
  maxLength?: number;
}) {
  const { t } = useTranslation('prototypeTest');
  const [draft, setDraft] = useState('');
  const listId = useId();

  const add = () => {
    const item = draft.trim();
    if (item && !props.value.includes(item)) props.onChange([...props.value, item]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the item; it must not submit the dialog's form.
    event.preventDefault();
    add();
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={props.label}
          placeholder={props.placeholder}
          value={draft}
          maxLength={props.maxLength}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          aria-describedby={props.value.length > 0 ? listId : undefined}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          aria-label={t('chips.addTo', { label: props.label })}
        >
          {t('chips.add')}
        </Button>
      </Group>
      {props.value.length > 0 && (
        <Group gap={6} id={listId} role="list" aria-label={props.label}>
          {props.value.map((item) => (
            <Badge
              key={item}
              role="listitem"
              variant="light"
              size="lg"
              tt="none"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  color="gray"
                  aria-label={t('chips.remove', { item })}
                  onClick={() => props.onChange(props.value.filter((other) => other !== item))}
                >
                  <IconX size={12} aria-hidden />
                </ActionIcon>
              }
            >
              {item}
            </Badge>
          ))}
        </Group>
      )}
      {props.error && <Input.Error>{props.error}</Input.Error>}
    </Stack>
  );
}

import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A list for a form: the stored entries, or one blank row to start with. */
export const rowsOf = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? [...items] : [''];

/** Trimmed, non-blank entries: the empty rows a form keeps open are not saved. */
export const filled = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/**
 * Where focus goes after a row is added from the keyboard. Enter in a row must add the next row
 * (and move there), never submit the dialog: a facilitator typing a list presses Enter after
 * each entry.
 */
export function useRowFocus() {
  const inputs = useRef<(HTMLElement | null)[]>([]);
  const [pending, setPending] = useState<number | null>(null);
  useEffect(() => {
    if (pending === null) return;
    inputs.current[pending]?.focus();
    setPending(null);
  }, [pending]);
  return {
    ref: (index: number) => (element: HTMLElement | null) => {
      inputs.current[index] = element;
    },
    /** Handles Enter (without Shift) in row `index`: calls `addAfter` and focuses the new row. */
    onEnter:
      (index: number, addAfter: (index: number) => void) => (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
        event.preventDefault();
        addAfter(index);
        setPending(index + 1);
      },
  };
}

/**
 * A list of text rows that always keeps at least one row: rows can be added (button, or Enter
 * in a row) and removed only while more than one remains (spec section 4).
 */
export function ListField(props: {
  label: string;
  values: string[];
  onChange(values: string[]): void;
  placeholder?: string;
  maxLength?: number;
}) {
  const { t } = useTranslation('workspace');
  const { values, onChange, label } = props;
  const focus = useRowFocus();
  const insertAfter = (index: number) =>
    onChange([...values.slice(0, index + 1), '', ...values.slice(index + 1)]);
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {values.map((value, index) => (
        // Rows have no identity of their own; their position is what they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} gap="xs" wrap="nowrap">
          <TextInput
            ref={focus.ref(index)}
            style={{ flex: 1 }}
            aria-label={t('list.item', { list: label, number: index + 1 })}
            placeholder={props.placeholder}
            maxLength={props.maxLength}
            value={value}
            onKeyDown={focus.onEnter(index, insertAfter)}
            onChange={(event) =>
              onChange(values.map((v, i) => (i === index ? event.currentTarget.value : v)))
            }
          />
          {values.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('list.remove', { list: label, number: index + 1 })}
              onClick={() => onChange(values.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...values, ''])}
        >
          {t('list.add')}
        </Button>
      </Group>
    </Stack>
  );
}

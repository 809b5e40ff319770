import { ActionIcon, Button, Card, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Today as 'YYYY-MM-DD' in the user's own time zone: a late-evening session is still today. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A 'YYYY-MM-DD' date in Brazilian format (spec section 9), without shifting it across zones. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}/${month}/${year}` : date;
}

/** Trimmed, non-blank entries: the empty rows a form keeps open are not saved. */
export const filled = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/** Empty input for a number field means "not set". */
export const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

// One definition for the whole workspace (records.ts).
export { changedFields } from '../records';

// The shared schemas speak Portuguese; their messages are mapped to keys of the interface language.
const SCHEMA_MESSAGES: Record<string, string> = {
  'Título é obrigatório': 'validation.titleRequired',
  'Nome é obrigatório': 'validation.nameRequired',
  'Nome do participante é obrigatório': 'validation.participantRequired',
  'Data é obrigatória': 'validation.dateRequired',
  'Data inválida': 'validation.dateInvalid',
  'Local é obrigatório': 'validation.locationRequired',
  'Contexto é obrigatório': 'validation.contextRequired',
  'Comportamento é obrigatório': 'validation.behaviorRequired',
  'Idade deve ser um número inteiro': 'validation.ageInteger',
  'Idade não pode ser negativa': 'validation.ageNegative',
  'Idade deve ser no máximo 150': 'validation.ageMax',
  'URL da imagem inválida': 'validation.avatarInvalid',
  'Duração deve ser um número inteiro de minutos': 'validation.durationInteger',
  'Duração deve ser de pelo menos 1 minuto': 'validation.durationMin',
  'Duração deve ser de no máximo 1440 minutos': 'validation.durationMax',
};

/** Turns a field's schema error into a message in the interface language. */
export function useFieldError() {
  const { t } = useTranslation('empathize');
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return error ? t('validation.invalid') : undefined;
    const key = SCHEMA_MESSAGES[error.message];
    if (key) return t(key);
    const tooLong = /^Máximo de (\d+) caracteres$/.exec(error.message);
    if (tooLong) return t('validation.tooLong', { max: Number(tooLong[1]) });
    return error.message;
  };
}

/** Placeholder cards while a list is read from the local database. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={96} radius="md" />
      ))}
    </Stack>
  );
}

/** The empty state of a list: what is missing and what to do about it. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap={4}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {text}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * A list of text rows that always keeps at least one row: rows can be added, and removed only
 * while more than one remains (spec section 4).
 */
export function ListEditor(props: {
  label: string;
  itemLabel: (index: number) => string;
  addLabel: string;
  removeLabel: (index: number) => string;
  values: string[];
  onChange(values: string[]): void;
  placeholder?: string;
  maxLength?: number;
}) {
  const { values, onChange } = props;
  return (
    <Stack gap={6} role="group" aria-label={props.label}>
      <Text size="sm" fw={500}>
        {props.label}
      </Text>
      {values.map((value, index) => (
        // Rows have no identity of their own; their position is what they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={props.itemLabel(index)}
            placeholder={props.placeholder}
            maxLength={props.maxLength}
            value={value}
            onChange={(event) =>
              onChange(values.map((v, i) => (i === index ? event.currentTarget.value : v)))
            }
          />
          {values.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={props.removeLabel(index)}
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
          {props.addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** A list for a form: the stored entries, or one blank row to start with. */
export const rowsOf = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? [...items] : [''];

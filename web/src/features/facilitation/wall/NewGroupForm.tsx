import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SHORT_TEXT_MAX } from '@trilha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Novo grupo': names an empty group on the wall. A group is the category its notes share, so
 * it lives on this device until the first note is moved into it.
 */
export function NewGroupForm(props: {
  /** The message when the name cannot be used, or null when the group was added. */
  onAdd(name: string): string | null;
}) {
  const { t } = useTranslation('facilitation');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = props.onAdd(name.trim());
    setError(failure);
    if (!failure) setName('');
  };

  return (
    <form onSubmit={submit} aria-label={t('wall.newGroup')}>
      <Group align="flex-start" gap="xs">
        <TextInput
          aria-label={t('wall.newGroupName')}
          placeholder={t('wall.newGroupPlaceholder')}
          maxLength={SHORT_TEXT_MAX}
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
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

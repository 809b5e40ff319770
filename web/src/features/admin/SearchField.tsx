import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The search box above each admin list. */
export function SearchField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <TextInput
      type="search"
      aria-label={props.label}
      placeholder={props.label}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        props.value ? (
          <CloseButton size="sm" aria-label={t('clearSearch')} onClick={() => props.onChange('')} />
        ) : null
      }
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      style={{ flex: 1 }}
      miw={200}
      maw={420}
    />
  );
}

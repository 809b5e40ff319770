import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SearchField } from './SearchField';

/** Above an admin list: its search box and, for lists that have one, the "new" button. */
export function ListToolbar(props: {
  searchLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
  create?: { label: string; onClick: () => void };
}) {
  const search = (
    <SearchField label={props.searchLabel} value={props.query} onChange={props.onQueryChange} />
  );
  if (!props.create) return search;
  return (
    <Group justify="space-between" gap="sm">
      {search}
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.create.onClick}>
        {props.create.label}
      </Button>
    </Group>
  );
}

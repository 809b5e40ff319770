import { Group, type MantineSpacing, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An admin list as a table: the column headers, one row per item with its action buttons in a
 * last, unlabelled column — or, when nothing is left (after a search too), a line saying so.
 */
export function AdminTable<T extends { id: string }>(props: {
  items: T[];
  /** The text shown instead of an empty table. */
  empty: string;
  /** Narrower screens scroll the table sideways below this width. */
  minWidth: number;
  columns: string[];
  /** The row's cells (Table.Td), one per column. */
  cells: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
  actionsGap?: MantineSpacing | number;
}) {
  const { t } = useTranslation('admin');
  if (props.items.length === 0) {
    return (
      <Text c="gray.7" py="lg" ta="center">
        {props.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.items.map((item) => (
            <Table.Tr key={item.id}>
              {props.cells(item)}
              <Table.Td>
                <Group gap={props.actionsGap ?? 4} justify="flex-end" wrap="nowrap">
                  {props.actions(item)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A first cell with the item's name in bold and, when there is one, its description below. */
export function TitleCell(props: {
  title: string;
  description: string | null | undefined;
  maxWidth: number;
  descriptionLines: number;
}) {
  return (
    <Table.Td maw={props.maxWidth}>
      <Text fw={600} size="sm" lineClamp={1}>
        {props.title}
      </Text>
      {props.description && (
        <Text size="xs" c="gray.7" lineClamp={props.descriptionLines}>
          {props.description}
        </Text>
      )}
    </Table.Td>
  );
}

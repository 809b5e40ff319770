import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of a record's card: its heading beside its actions (edit, delete), then what the
 * tool shows of the record, one block under another.
 */
export function RecordCard(props: {
  testId: string;
  padding?: 'md' | 'lg';
  heading: ReactNode;
  actions: ReactNode;
  /** How the heading and the actions line up: at the top, or (a one-line title) centred. */
  align?: 'flex-start' | 'center';
  /** Who wrote the record (a room's guest or a member), shown small under it. */
  author?: string;
  /** The card's own look (a sticky note's colour). */
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding={props.padding}
      data-testid={props.testId}
      style={props.style}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align={props.align ?? 'flex-start'}>
          {props.heading}
          {props.actions}
        </Group>
        {props.children}
        <AuthorName name={props.author} />
      </Stack>
    </Card>
  );
}

/**
 * Who wrote a note, small: 'por Ana' (docs/decisions/0020). Nothing for a record without an
 * author (written before authors were kept).
 */
export function AuthorName({ name }: { name: string | undefined }) {
  const { t } = useTranslation('workspace');
  if (!name) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="record-author" style={{ overflowWrap: 'anywhere' }}>
      {t('author', { name })}
    </Text>
  );
}

/** A card's title, and under it a dimmed line of what else names the record. */
export function TitleAndMeta(props: { title: ReactNode; meta?: ReactNode }) {
  return (
    <div>
      <Title order={4}>{props.title}</Title>
      {props.meta !== undefined && (
        <Text size="sm" c="dimmed">
          {props.meta}
        </Text>
      )}
    </div>
  );
}

/** A labelled part of a card: a small capitalised label over its content. */
export function CardSection(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {props.label}
      </Text>
      {props.children}
    </div>
  );
}

/** Short texts (materials, metrics) as grey dotted badges. */
export function DotBadges(props: { items: readonly string[] }) {
  return (
    <Group gap={4} mt={4}>
      {props.items.map((item) => (
        <Badge key={item} variant="dot" color="gray" tt="none">
          {item}
        </Badge>
      ))}
    </Group>
  );
}

/** A text led by its label in bold ('Insights: …'). */
export function LabelledText(props: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {props.label}
      </Text>{' '}
      {props.children}
    </Text>
  );
}

/** A card's title over what qualifies it (its type and version, its status). */
export function TitleOver(props: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={4} size="h5">
        {props.title}
      </Title>
      {props.children}
    </Stack>
  );
}

/** Entries a person typed (they may repeat), as a small list. */
export function EntryList(props: { items: readonly string[] }) {
  return (
    <List size="sm" spacing={2}>
      {props.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}

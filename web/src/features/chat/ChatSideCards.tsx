import { Badge, Button, Group, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { phaseByNumber } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from './ChatPanel';
import type { ChatSettingsValue } from './ChatSettings';

/** What the mentor is told about the user: phase and level badges, and the chosen project. */
export function ChatContextCard(props: { value: ChatSettingsValue; projectName?: string }) {
  const { t } = useTranslation(['chat', 'projects']);
  const phase = phaseByNumber(props.value.phase);
  return (
    <ChatPanel title={t('context.title')} testId="chat-context">
      <Group gap={6}>
        <Badge color={phase.color} variant="filled" style={{ textTransform: 'none' }}>
          {t('projects:phaseLabel', {
            number: phase.number,
            name: t(`projects:phases.${phase.key}`),
          })}
        </Badge>
        <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
          {t(`levels.${props.value.level}`)}
        </Badge>
      </Group>
      {props.projectName && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('context.project', { name: props.projectName })}
        </Text>
      )}
    </ChatPanel>
  );
}

/** Clickable suggestions that fill the input (they are not sent until the user sends them). */
export function SuggestionsCard(props: {
  suggestions: readonly string[];
  onPick(suggestion: string): void;
}) {
  const { t } = useTranslation('chat');
  return (
    <ChatPanel title={t('suggestions.title')}>
      {props.suggestions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('suggestions.empty')}
        </Text>
      ) : (
        props.suggestions.map((suggestion) => (
          <Button
            key={suggestion}
            variant="light"
            justify="flex-start"
            h="auto"
            py={8}
            leftSection={<IconBulb size={16} aria-hidden />}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            onClick={() => props.onPick(suggestion)}
          >
            {suggestion}
          </Button>
        ))
      )}
    </ChatPanel>
  );
}

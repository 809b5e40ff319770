import { Button, Group, Select, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { PHASES, type PhaseNumber, USER_LEVELS, type UserLevel } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from './ChatPanel';

export interface ChatSettingsValue {
  phase: PhaseNumber;
  level: UserLevel;
  projectId: string | null;
}

/** Phase (1 to 5), experience level, an optional project and the clear-chat button. */
export function ChatSettings(props: {
  value: ChatSettingsValue;
  projects: readonly { id: string; name: string }[];
  onChange(value: ChatSettingsValue): void;
  onClear(): void;
}) {
  const { t } = useTranslation(['chat', 'projects']);
  const { value, onChange } = props;
  return (
    <ChatPanel title={t('settings.title')}>
      <div>
        <Text size="sm" fw={500} id="chat-phase-label" mb={4}>
          {t('settings.phase')}
        </Text>
        <SimpleGrid cols={5} spacing={6} role="group" aria-labelledby="chat-phase-label">
          {PHASES.map((phase) => (
            <Tooltip key={phase.number} label={t(`projects:phases.${phase.key}`)} openDelay={700}>
              <Button
                size="sm"
                px={0}
                color={phase.color}
                variant={value.phase === phase.number ? 'filled' : 'default'}
                aria-pressed={value.phase === phase.number}
                aria-label={t('projects:phaseLabel', {
                  number: phase.number,
                  name: t(`projects:phases.${phase.key}`),
                })}
                onClick={() => onChange({ ...value, phase: phase.number })}
              >
                {phase.number}
              </Button>
            </Tooltip>
          ))}
        </SimpleGrid>
      </div>
      <div>
        <Text size="sm" fw={500} id="chat-level-label" mb={4}>
          {t('settings.level')}
        </Text>
        <Group gap={6} role="group" aria-labelledby="chat-level-label">
          {USER_LEVELS.map((level) => (
            <Tooltip key={level} label={t(`levelHints.${level}`)} openDelay={700}>
              <Button
                size="sm"
                variant={value.level === level ? 'filled' : 'default'}
                aria-pressed={value.level === level}
                onClick={() => onChange({ ...value, level })}
              >
                {t(`levels.${level}`)}
              </Button>
            </Tooltip>
          ))}
        </Group>
      </div>
      {props.projects.length > 0 && (
        <Select
          label={t('settings.project')}
          placeholder={t('settings.noProject')}
          data={props.projects.map((project) => ({ value: project.id, label: project.name }))}
          value={value.projectId}
          onChange={(projectId) => onChange({ ...value, projectId })}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={props.onClear}
      >
        {t('settings.clear')}
      </Button>
    </ChatPanel>
  );
}

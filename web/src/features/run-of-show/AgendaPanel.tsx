import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type AgendaStep, newId } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChanges } from '../../project-data/records';
import { useAgendaSteps, useRoomControl } from '../../project-data/run-of-show';
import { NEW_STEP, type StepFields, StepForm } from './StepForm';
import { moveStep, positionAfterSteps } from './step-order';

/**
 * The agenda's steps in order, for the facilitator to prepare: add, edit, delete, move up and
 * down. Each is one local change (a step is a synced record like any other).
 */
export function AgendaPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('runOfShow');
  const steps = useAgendaSteps(projectId);
  const control = useRoomControl(projectId);
  const changes = useChanges();
  // The step being edited, 'new' for the add form, null for none.
  const [editing, setEditing] = useState<string | null>(null);
  const error = { error: t('saveError') };

  if (!steps) return null;

  const create = (fields: StepFields) =>
    changes(
      [
        {
          name: 'agendaStep.create',
          args: { id: newId(), projectId, position: positionAfterSteps(steps), ...fields },
        },
      ],
      error,
    );
  const update = (step: AgendaStep, fields: StepFields) =>
    changes([{ name: 'agendaStep.update', args: { id: step.id, changes: fields } }], error);
  const remove = (step: AgendaStep) =>
    changes([{ name: 'agendaStep.delete', args: { id: step.id } }], error);
  const move = (index: number, by: -1 | 1) => changes(moveStep(steps, index, by), error);

  return (
    <Stack gap="sm" data-testid="agenda-panel">
      {steps.length === 0 && editing !== 'new' && (
        <Text c="dimmed" size="sm">
          {t('agenda.empty')}
        </Text>
      )}
      <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((step, index) => (
          <li key={step.id} data-testid="agenda-step">
            {editing === step.id ? (
              <Card withBorder padding="sm">
                <StepForm
                  initial={step}
                  onSave={(fields) => update(step, fields)}
                  onCancel={() => setEditing(null)}
                />
              </Card>
            ) : (
              <Card withBorder padding="sm">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 10rem' }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {index + 1}. {step.name}
                    </Text>
                    <Group gap={4} wrap="wrap">
                      <Badge variant="light">{t(`modes.${step.mode}`)}</Badge>
                      <Badge variant="outline" color="gray">
                        {t(`tools.${step.tool}`)}
                      </Badge>
                      <Badge variant="outline" color="gray">
                        {t('agenda.minutes', { minutes: Math.round(step.durationMs / 60_000) })}
                      </Badge>
                      {step.mode === 'vote' && (
                        <Badge variant="outline" color="gray">
                          {t('agenda.budget', { count: step.budget })}
                        </Badge>
                      )}
                      {step.mode === 'private' && step.anonymous && (
                        <Badge variant="outline" color="gray">
                          {t('agenda.anonymous')}
                        </Badge>
                      )}
                      {control?.currentStepId === step.id && (
                        <Badge color="violet">{t('agenda.running')}</Badge>
                      )}
                    </Group>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    {[
                      {
                        label: t('agenda.moveUp', { name: step.name }),
                        icon: IconArrowUp,
                        disabled: index === 0,
                        act: () => void move(index, -1),
                      },
                      {
                        label: t('agenda.moveDown', { name: step.name }),
                        icon: IconArrowDown,
                        disabled: index === steps.length - 1,
                        act: () => void move(index, 1),
                      },
                      {
                        label: t('agenda.edit', { name: step.name }),
                        icon: IconPencil,
                        act: () => setEditing(step.id),
                      },
                      {
                        label: t('agenda.delete', { name: step.name }),
                        icon: IconTrash,
                        color: 'red',
                        act: () => void remove(step),
                      },
                    ].map(({ label, icon: Icon, disabled, color, act }) => (
                      <ActionIcon
                        key={label}
                        variant="subtle"
                        size="lg"
                        color={color}
                        aria-label={label}
                        disabled={disabled}
                        onClick={act}
                      >
                        <Icon size={18} />
                      </ActionIcon>
                    ))}
                  </Group>
                </Group>
              </Card>
            )}
          </li>
        ))}
      </Stack>
      {editing === 'new' ? (
        <Card withBorder padding="sm">
          <StepForm initial={NEW_STEP} onSave={create} onCancel={() => setEditing(null)} />
        </Card>
      ) : (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing('new')}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('agenda.add')}
        </Button>
      )}
    </Stack>
  );
}

import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAgendaSteps, useRoomControl } from '../../../project-data/run-of-show';

/**
 * The agenda's running step above the timer (issue 33): its name, its mode and 'Passo 2 de 4',
 * so the room reads where the workshop is. Nothing before 'Iniciar' or after the last step.
 */
export function PresenterStep({ projectId }: { projectId: string }) {
  const { t } = useTranslation('runOfShow');
  const control = useRoomControl(projectId);
  const steps = useAgendaSteps(projectId);
  const index = steps?.findIndex((step) => step.id === control?.currentStepId) ?? -1;
  const step = steps?.[index];
  if (!steps || !step) return null;
  return (
    <Stack gap={4} align="center" data-testid="presenter-step">
      <Text
        fw={700}
        ta="center"
        fz={{ base: 'xl', md: '2rem' }}
        style={{ overflowWrap: 'anywhere' }}
      >
        {step.name}
      </Text>
      <Group gap="xs" justify="center" wrap="wrap">
        <Badge size="lg" variant="light">
          {t(`modes.${step.mode}`)}
        </Badge>
        <Text c="dimmed" fz={{ base: 'md', md: 'lg' }}>
          {t('run.stepOf', { position: index + 1, total: steps.length })}
        </Text>
      </Group>
    </Stack>
  );
}

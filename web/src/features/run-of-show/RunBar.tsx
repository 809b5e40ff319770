import { ActionIcon, Badge, Button, Card, Group, Menu, Text } from '@mantine/core';
import {
  IconDots,
  IconLock,
  IconLockOpen,
  IconPlayerPlay,
  IconPlayerSkipForward,
  IconPlayerStop,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { AgendaStep } from '@trilha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { parseRoomTool } from '../../project-data/room-tools';
import { useAgendaSteps, useRoomRun } from '../../project-data/run-of-show';
import { focusLocation } from './follow';
import { useRoomActions } from './useRoomActions';

/**
 * The facilitator's bar on the project page and a vote's page: 'Iniciar' before the agenda
 * runs, then the running step (name, mode, 'Passo 2 de 4', its timer) and 'Próximo passo' —
 * one tap a step — with the room's other actions in a menu. Advancing takes this device to the
 * next step's place at once (offline on one tablet, that is all advancing needs to do).
 * `timer` is the project's timer chip, which the page composes (the step's timer is the
 * project's timer, that agenda.advance starts).
 */
export function RunBar(props: { projectId: string; timer?: ReactNode }) {
  const { t } = useTranslation('runOfShow');
  const { projectId } = props;
  const run = useRoomRun(projectId);
  const control = run?.control;
  const steps = useAgendaSteps(projectId);
  const facilitator = run?.facilitator ?? false;
  const actions = useRoomActions(projectId, control);
  const navigate = useNavigate();
  // Where this device is: 'Trazer todos para cá' brings the room here.
  const [searchParams] = useSearchParams();
  const here = parseRoomTool(searchParams.get('tool'));
  if (!facilitator || !steps || steps.length === 0 || control === undefined) return null;

  const index = steps.findIndex((step) => step.id === control?.currentStepId);
  const current = (index >= 0 ? steps[index] : null) ?? null;
  const next = current ? (steps[index + 1] ?? null) : (steps[0] ?? null);

  const advance = async (to: AgendaStep | null) => {
    const done = await actions.advance(current, to);
    if (!done || !to) return;
    const place = focusLocation(projectId, { focusTool: to.tool, currentStepId: to.id }, [to]);
    if (place) navigate(place);
  };

  const lockedTool = current ? (control?.lockedTools ?? []).includes(current.tool) : false;
  const toolName = current ? t(`tools.${current.tool}`) : '';

  return (
    <Card
      withBorder
      padding="xs"
      radius="md"
      data-testid="run-bar"
      aria-label={t('run.label')}
      component="section"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        {current ? (
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="run-step-name">
              {current.name}
            </Text>
            <Badge variant="light">{t(`modes.${current.mode}`)}</Badge>
            <Text size="sm" c="dimmed">
              {t('run.stepOf', { position: index + 1, total: steps.length })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" style={{ flex: '1 1 12rem' }}>
            {/* Ended: no step runs, and the end's time is kept (agenda.advance to null). */}
            {control?.stepStartedAt ? t('run.ended') : t('run.ready', { count: steps.length })}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {current && props.timer}
          {current ? (
            <Button
              leftSection={
                next ? (
                  <IconPlayerSkipForward size={18} aria-hidden />
                ) : (
                  <IconPlayerStop size={18} aria-hidden />
                )
              }
              onClick={() => void advance(next)}
            >
              {next ? t('run.next') : t('run.end')}
            </Button>
          ) : (
            <Button
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              onClick={() => void advance(next)}
            >
              {t('run.start')}
            </Button>
          )}
          <Menu position="bottom-end" withinPortal={false}>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label={t('run.menu')}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconUsersGroup size={16} aria-hidden />}
                disabled={!here && !control?.focusTool}
                onClick={() => void actions.summon(here)}
              >
                {t('run.summon')}
              </Menu.Item>
              <Menu.Item
                leftSection={
                  control?.locked ? (
                    <IconLockOpen size={16} aria-hidden />
                  ) : (
                    <IconLock size={16} aria-hidden />
                  )
                }
                onClick={() => void actions.lock(null, !control?.locked)}
              >
                {control?.locked ? t('run.unlockProject') : t('run.lockProject')}
              </Menu.Item>
              {current && (
                <Menu.Item
                  leftSection={
                    lockedTool ? (
                      <IconLockOpen size={16} aria-hidden />
                    ) : (
                      <IconLock size={16} aria-hidden />
                    )
                  }
                  onClick={() => void actions.lock(current.tool, !lockedTool)}
                >
                  {lockedTool
                    ? t('run.unlockTool', { tool: toolName })
                    : t('run.lockTool', { tool: toolName })}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Card>
  );
}

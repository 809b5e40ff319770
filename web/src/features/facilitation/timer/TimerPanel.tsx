import { Button, Center, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconRotateClockwise,
} from '@tabler/icons-react';
import {
  addTimerMinute,
  pauseTimer,
  resetTimer,
  setTimerDuration,
  startTimer,
  TITLE_MAX,
  type TimerState,
} from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../../components/lazy-dialogs';
import { useCanEdit } from '../../../project-data/project-access';
import { DurationPicker } from './DurationPicker';
import { TimerDisplay } from './TimerDisplay';
import type { Countdown } from './useCountdown';
import { FRESH_TIMER, type ProjectTimer } from './useProjectTimer';

/**
 * The timer's controls: the activity's name, the countdown in big digits, start / pause,
 * +1 min, reset, and the duration. A modal (full screen on phones, as every dialog: global.css).
 */
export function TimerPanel(props: {
  opened: boolean;
  onClose(): void;
  projectTimer: ProjectTimer;
  countdown: Countdown;
}) {
  // A viewer watches the countdown and sets nothing (see ProjectAccess).
  const canEdit = useCanEdit();
  const { t } = useTranslation('facilitation');
  const { timer, setState, setLabel } = props.projectTimer;
  const state: TimerState = timer ?? FRESH_TIMER;
  const { phase } = props.countdown;
  const running = phase === 'running';
  const apply = (change: (state: TimerState, now: number) => TimerState) =>
    void setState(change(state, Date.now()));

  return (
    <LazyModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('timer.panelTitle')}
      size="lg"
    >
      <Stack gap="lg">
        <ActivityLabel label={timer?.label ?? ''} onSave={setLabel} />
        <Stack gap={4} align="center">
          <TimerDisplay countdown={props.countdown} fz={{ base: '4.5rem', sm: '6rem' }} />
          <Text
            size="sm"
            c={phase === 'ended' ? 'red' : 'dimmed'}
            fw={phase === 'ended' ? 700 : 400}
          >
            {t(`timer.phase.${phase}`)}
          </Text>
        </Stack>
        {canEdit && (
          <Center>
            <Group gap="sm" justify="center">
              {running ? (
                <Button
                  size="lg"
                  leftSection={<IconPlayerPause size={20} />}
                  onClick={() => apply(pauseTimer)}
                >
                  {t('timer.pause')}
                </Button>
              ) : (
                <Button
                  size="lg"
                  leftSection={<IconPlayerPlay size={20} />}
                  onClick={() => apply(startTimer)}
                >
                  {phase === 'paused' ? t('timer.resume') : t('timer.start')}
                </Button>
              )}
              <Button
                size="lg"
                variant="light"
                leftSection={<IconPlus size={20} />}
                onClick={() => apply(addTimerMinute)}
              >
                {t('timer.addMinute')}
              </Button>
              <Button
                size="lg"
                variant="default"
                leftSection={<IconRotateClockwise size={20} />}
                onClick={() => apply(resetTimer)}
              >
                {t('timer.reset')}
              </Button>
            </Group>
          </Center>
        )}
        {canEdit && (
          <DurationPicker
            durationMs={state.durationMs}
            onChoose={(ms) => void setState(setTimerDuration(ms))}
          />
        )}
      </Stack>
    </LazyModal>
  );
}

/** The activity's name, saved when the field is left (or on Enter) if it changed. */
function ActivityLabel(props: { label: string; onSave(label: string): Promise<boolean> }) {
  const { t } = useTranslation('facilitation');
  // A viewer reads the activity's name and changes nothing (see ProjectAccess).
  const canEdit = useCanEdit();
  const [value, setValue] = useState(props.label);
  // Another device renamed the activity (or the timer was read after the panel opened): show
  // its name unless something was typed here — not merely focused: a field tapped into and
  // left as it was would otherwise never show the name that comes. Only a NEW name replaces
  // the field: leaving it must not put back the name stored before, which the save just sent
  // is about to replace (the field would blink empty on the first use).
  const [editing, setEditing] = useState(false);
  const [shownLabel, setShownLabel] = useState(props.label);
  if (props.label !== shownLabel) {
    setShownLabel(props.label);
    if (!editing) setValue(props.label);
  }

  const save = () => {
    setEditing(false);
    const label = value.trim();
    if (label !== props.label) void props.onSave(label);
  };

  return (
    <TextInput
      size="md"
      label={t('timer.activity')}
      placeholder={t('timer.activityPlaceholder')}
      maxLength={TITLE_MAX}
      value={value}
      readOnly={!canEdit}
      onChange={(event) => {
        setEditing(true);
        setValue(event.currentTarget.value);
      }}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
}

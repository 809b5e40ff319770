import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { NOTE_COLORS, type NoteColor } from '@trilha/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_PAINT, NOTE_TEXT, noteColorOf } from './note-colors';

/**
 * The palette as swatches, one tap each: 44 px targets (fingers on a tablet), a radio group for
 * screen readers ('Nota amarela'), the chosen one ticked (not told by colour alone).
 */
export function NoteColorPicker(props: {
  value: NoteColor | null;
  onChange(color: NoteColor): void;
  /** Shows the label above the swatches (a form); hidden otherwise (quick capture). */
  showLabel?: boolean;
}) {
  const { t } = useTranslation('notes');
  const chosen = noteColorOf(props.value);
  const label = t('color.label');
  const labelId = useId();
  return (
    <div>
      {props.showLabel ? (
        <Text size="sm" fw={500} mb={4} id={labelId}>
          {label}
        </Text>
      ) : null}
      <Group
        gap={4}
        role="radiogroup"
        aria-label={props.showLabel ? undefined : label}
        aria-labelledby={props.showLabel ? labelId : undefined}
        data-testid="note-color-picker"
      >
        {NOTE_COLORS.map((color) => {
          const paint = NOTE_PAINT[color];
          const checked = color === chosen;
          return (
            <UnstyledButton
              key={color}
              role="radio"
              aria-checked={checked}
              data-color={color}
              onClick={() => props.onChange(color)}
              style={{
                width: 44,
                height: 44,
                borderRadius: 8,
                display: 'grid',
                placeItems: 'center',
                background: paint.background,
                border: `${checked ? 3 : 1}px solid ${paint.border}`,
                color: NOTE_TEXT,
              }}
            >
              {checked && <IconCheck size={20} aria-hidden />}
              <VisuallyHidden>
                {t('color.choose', { color: t(`color.names.${color}`) })}
              </VisuallyHidden>
            </UnstyledButton>
          );
        })}
      </Group>
    </div>
  );
}

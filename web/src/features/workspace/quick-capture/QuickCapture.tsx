import { ActionIcon, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconSend } from '@tabler/icons-react';
import type { RoomTool } from '@trilha/shared';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanContribute } from '../../../project-data/project-access';
import classes from './quick-capture.module.css';

export interface QuickCaptureProps {
  /** The field's label: what a note becomes ('Nova ideia', 'Novo comportamento observado'). */
  label: string;
  placeholder: string;
  maxLength: number;
  /** Saves one note. Resolves null when saved, or the message to show (the text stays). */
  onSave(note: string): Promise<string | null>;
  /** Controls that set where the notes go (a context bar, a map and a quadrant). */
  children?: ReactNode;
  testId?: string;
  /** The tool the notes go to: a facilitator's lock on it closes the field (decision 0029). */
  tool: RoomTool;
}

/** How long the 'saved' flash stays after each note. */
const FLASH_MS = 1200;

/**
 * A sticky-note input for a room in full flow: type, Enter saves, the field clears and keeps
 * the focus for the next note; Shift+Enter starts a new line. A failed note shows its message
 * under the field and keeps its text. No dialog: details are edited later, in the tool's own.
 * A viewer of the project gets no field (see ProjectAccess).
 */
export function QuickCapture(props: QuickCaptureProps) {
  const canEdit = useCanContribute(props.tool);
  const { t } = useTranslation('facilitation');
  const field = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Notes sent and not yet saved. */
  const [saving, setSaving] = useState(0);
  const [savedCount, setSavedCount] = useState(0);
  const [flashing, setFlashing] = useState(false);

  useEffect(() => {
    if (!flashing) return;
    const timer = setTimeout(() => setFlashing(false), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashing]);

  // The field clears the moment a note is sent, so the next one can be typed while it saves;
  // a note that fails comes back (before anything typed since) with its message.
  const save = async () => {
    const text = note.trim();
    if (!text) return setError(t('capture.errors.empty'));
    if (text.length > props.maxLength)
      return setError(t('capture.errors.tooLong', { max: props.maxLength }));
    setNote('');
    setError(null);
    setSaving((count) => count + 1);
    const failure = await props.onSave(text);
    setSaving((count) => count - 1);
    if (failure) {
      setNote((typed) => (typed ? `${text}\n${typed}` : text));
      setError(failure);
    } else {
      setSavedCount((count) => count + 1);
      setFlashing(true);
    }
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME still composing a character uses Enter to confirm it, not to send the note.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void save();
  };

  if (!canEdit) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      mb="md"
      className={classes.capture}
      data-flash={flashing || undefined}
      data-testid={props.testId}
    >
      <Stack gap="xs">
        {props.children}
        <Textarea
          ref={field}
          label={props.label}
          placeholder={props.placeholder}
          description={t('capture.hint')}
          // Grows with its text by CSS (quick-capture.module.css), not by measuring.
          rows={1}
          value={note}
          error={error}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          classNames={{ input: classes.note }}
          // The send button sits beside the field itself, not beside its label and message.
          inputContainer={(input) => (
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <div style={{ flexGrow: 1 }}>{input}</div>
              <ActionIcon
                size={44}
                radius="md"
                loading={saving > 0}
                aria-label={t('capture.save')}
                onClick={() => void save()}
              >
                <IconSend size={20} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        />
        <Text size="xs" c={flashing ? 'teal.8' : 'dimmed'} aria-live="polite" mih={18}>
          {savedCount > 0 && (
            <>
              {flashing && <IconCheck size={14} aria-hidden className={classes.check} />}
              {t('capture.savedCount', { count: savedCount })}
            </>
          )}
        </Text>
      </Stack>
    </Card>
  );
}

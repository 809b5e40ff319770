import { ActionIcon, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { IconCheck, IconSend } from '@tabler/icons-react';
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
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
}

/** How long the 'saved' flash stays after each note. */
const FLASH_MS = 1200;

/**
 * A sticky-note input for a room in full flow: type, Enter saves, the field clears and keeps
 * the focus for the next note; Shift+Enter starts a new line. A failed note shows its message
 * under the field and keeps its text. No dialog: details are edited later, in the tool's own.
 */
export function QuickCapture(props: QuickCaptureProps) {
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

  // The field gets callbacks that never change, so it re-renders only when what it shows does.
  const send = useCallbackRef(() => void save());
  const edit = useCallback((value: string) => {
    setNote(value);
    setError(null);
  }, []);

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
        <NoteField
          fieldRef={field}
          label={props.label}
          placeholder={props.placeholder}
          hint={t('capture.hint')}
          sendLabel={t('capture.save')}
          value={note}
          error={error}
          saving={saving > 0}
          onChange={edit}
          onSend={send}
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

interface NoteFieldProps {
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  label: string;
  placeholder: string;
  hint: string;
  sendLabel: string;
  value: string;
  error: string | null;
  saving: boolean;
  onChange(value: string): void;
  onSend(): void;
}

/**
 * The note's field and its send button, memoized: an autosized textarea measures itself (a
 * forced layout of the whole page) on every render, and the capture's tool re-renders on every
 * change a sync brings in — with hundreds of cards on the page, each of those layouts counts.
 */
const NoteField = memo(function NoteField(props: NoteFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME still composing a character uses Enter to confirm it, not to send the note.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    props.onSend();
  };
  return (
    <Textarea
      ref={props.fieldRef}
      label={props.label}
      placeholder={props.placeholder}
      description={props.hint}
      autosize
      minRows={1}
      maxRows={6}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      classNames={{ input: classes.note }}
      // The send button sits beside the field itself, not beside its label and message.
      inputContainer={(input) => (
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ flexGrow: 1 }}>{input}</div>
          <ActionIcon
            size={44}
            radius="md"
            loading={props.saving}
            aria-label={props.sendLabel}
            onClick={props.onSend}
          >
            <IconSend size={20} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    />
  );
});

import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LazyModal } from './lazy-dialogs';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** The red button: the action asked about ("Excluir", "Cancelar assinatura"). */
  confirmLabel: string;
  /** The way out, which changes nothing. */
  cancelLabel: string;
  /** Resolves once the action is done (or failed, with its toast); the dialog is busy meanwhile. */
  onConfirm(): Promise<unknown>;
  /** Cancel, Escape or a click outside; never while the action runs. */
  onClose(): void;
  /** Close once the action settles. Without it the caller closes (e.g. only on success). */
  closeAfterConfirm?: boolean;
  /**
   * 'danger' (default) paints the action red: it destroys something. 'primary' is for a step
   * that is only weighty, such as revealing a vote to the whole room.
   */
  tone?: 'danger' | 'primary';
}

/** "Are you sure?" before something that cannot be undone: it takes a second, explicit click. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
      if (props.closeAfterConfirm) props.onClose();
    }
  };
  return (
    <LazyModal
      opened={props.opened}
      onClose={busy ? () => {} : props.onClose}
      title={props.title}
      centered
    >
      <Stack>
        <Text size="sm">{props.message}</Text>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            {props.cancelLabel}
          </Button>
          <Button
            color={props.tone === 'primary' ? undefined : 'red'}
            onClick={() => void confirm()}
            loading={busy}
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}

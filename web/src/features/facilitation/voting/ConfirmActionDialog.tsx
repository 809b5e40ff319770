import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Revelar resultados?": a step the whole room sees, asked once more before it happens. */
export function ConfirmActionDialog(props: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation('workspace');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
      props.onClose();
    }
  };
  return (
    <Modal opened onClose={busy ? () => {} : props.onClose} title={props.title} centered>
      <Stack>
        <Text size="sm">{props.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={busy} data-autofocus>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

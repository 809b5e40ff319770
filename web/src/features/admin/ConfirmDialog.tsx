import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Are you sure?" before a deletion: nothing is deleted without a second, explicit click. */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
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
    <Modal opened={props.opened} onClose={busy ? () => {} : props.onClose} title={props.title}>
      <Stack gap="lg">
        <Text>{props.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Tem certeza que deseja excluir …? Esta ação não pode ser desfeita.' */
export function ConfirmDeleteDialog(props: {
  opened: boolean;
  title: string;
  message: string;
  onCancel(): void;
  /** Resolves once the deletion is done (or failed, with its toast). */
  onConfirm(): Promise<unknown>;
}) {
  const { t } = useTranslation('workspace');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Stack>
        <Text size="sm">{props.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={busy}>
            {t('delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

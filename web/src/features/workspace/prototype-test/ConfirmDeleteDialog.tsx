import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Tem certeza que deseja excluir ...? Esta ação não pode ser desfeita.' */
export function ConfirmDeleteDialog(props: {
  title: string;
  /** What is deleted; null keeps the dialog closed. */
  name: string | null;
  onCancel(): void;
  /** Resolves once the deletion is done (or failed, with its toast). */
  onConfirm(): Promise<unknown>;
}) {
  const { t } = useTranslation('prototypeTest');
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
    <Modal opened={props.name !== null} onClose={props.onCancel} title={props.title} centered>
      <Stack>
        <Text>{t('confirm.message', { name: props.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={busy}>
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

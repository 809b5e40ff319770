import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog';

/**
 * 'Tem certeza que deseja excluir …? Esta ação não pode ser desfeita.' The workspace's wording of
 * ConfirmDialog; the caller closes it once the deletion is done.
 */
export function ConfirmDeleteDialog(props: {
  opened: boolean;
  title: string;
  message: string;
  onCancel(): void;
  /** Resolves once the deletion is done (or failed, with its toast). */
  onConfirm(): Promise<unknown>;
}) {
  const { t } = useTranslation('workspace');
  return (
    <ConfirmDialog
      opened={props.opened}
      title={props.title}
      message={props.message}
      confirmLabel={t('delete')}
      cancelLabel={t('cancel')}
      onConfirm={props.onConfirm}
      onClose={props.onCancel}
    />
  );
}

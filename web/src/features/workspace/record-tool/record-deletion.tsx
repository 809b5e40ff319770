import type { ChildEntity, ChildRow } from '@trilha/sync';
import { useCallback, useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/records/ConfirmDeleteDialog';
import type { Translate } from '../../../components/records/record-fields';
import { useChange } from '../../../project-data/records';
import type { RecordFormTool } from './descriptor';
import { useToolTexts } from './texts';

/**
 * Deleting a tool's records: `request(record)` deletes it at once, or, for a tool that asks
 * first, opens `confirmation` ('Tem certeza que deseja excluir …?'), which closes once the
 * record is gone (and stays open, with the error toast, when it could not be deleted).
 */
export function useRecordDeletion<E extends ChildEntity, Ctx>(tool: RecordFormTool<E, Ctx>) {
  const { t, text } = useToolTexts(tool.texts);
  const change = useChange();
  const [asking, setAsking] = useState<ChildRow<E> | null>(null);
  const remove = useCallback(
    (record: ChildRow<E>) =>
      change(
        `${tool.mutation}.delete`,
        { id: record.id },
        { success: text('deleted'), error: text('deleteError') },
      ),
    [change, text, tool.mutation],
  );
  const confirm = async () => {
    if (asking && (await remove(asking))) setAsking(null);
  };
  const confirmation = tool.confirmDelete ? (
    <ConfirmDeleteDialog
      opened={asking !== null}
      title={text('confirmTitle')}
      message={text('confirmMessage', asking ? tool.named?.(asking, t as Translate) : { name: '' })}
      onCancel={() => setAsking(null)}
      onConfirm={confirm}
    />
  ) : null;
  return { request: tool.confirmDelete ? setAsking : remove, confirmation };
}

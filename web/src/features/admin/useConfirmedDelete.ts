import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDelete } from '../../lib/api';
import { runAction } from './run-action';

/**
 * The admin lists' delete flow: `ask(item)` opens the confirmation; confirming sends DELETE to
 * `path(item)`, tells the outcome in one toast and, once deleted, calls `onDeleted` (the list's
 * reload). Spread `dialog` into a ConfirmDialog and give it the title and message.
 */
export function useConfirmedDelete<T>(options: {
  path: (item: T) => string;
  success: string;
  failure: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('admin');
  const [deleting, setDeleting] = useState<T | null>(null);

  const remove = async (item: T) => {
    const done = await runAction(t, () => apiDelete(options.path(item)), {
      success: options.success,
      failure: options.failure,
    });
    if (done) options.onDeleted();
  };

  return {
    /** The item waiting for confirmation, if any. */
    deleting,
    ask: (item: T) => setDeleting(() => item),
    dialog: {
      opened: deleting !== null,
      confirmLabel: t('delete'),
      cancelLabel: t('cancel'),
      onConfirm: () => (deleting ? remove(deleting) : Promise.resolve()),
      onClose: () => setDeleting(null),
      closeAfterConfirm: true,
    },
  };
}

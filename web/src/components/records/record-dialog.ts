import { useCallback, useState } from 'react';

/** Which record a tool's form dialog is open for: none, a new one, or the one being edited. */
export function useRecordDialog<T>() {
  const [state, setState] = useState<{ record: T | undefined } | null>(null);
  return {
    opened: state !== null,
    /** The record being edited; undefined while creating one. */
    record: state?.record,
    openNew: useCallback(() => setState({ record: undefined }), []),
    openEdit: useCallback((record: T) => setState({ record }), []),
    close: useCallback(() => setState(null), []),
  };
}

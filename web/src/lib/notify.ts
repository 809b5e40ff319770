/**
 * The app's toasts: at most one is visible, a new one replaces the previous one (spec section
 * 4), and each closes after TOAST_MS. A tiny store rendered by components/Toaster, instead of
 * Mantine's notification stack: that one measures each toast's height as it enters, a forced
 * layout of the whole page on every 'Voto registrado!'.
 */
export const TOAST_MS = 5000;

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  /** Grows with every toast: a new toast with the same text still restarts its timer. */
  id: number;
  title: string;
  message: string;
  kind: ToastKind;
}

let current: Toast | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function publish(toast: Toast | null) {
  current = toast;
  for (const listener of listeners) listener();
}

/** Shows a toast in place of any other. */
export function notify(options: { title: string; message?: string; kind?: ToastKind }) {
  lastId += 1;
  publish({
    id: lastId,
    title: options.title,
    message: options.message ?? '',
    kind: options.kind ?? 'info',
  });
}

/** Closes the toast `id` if it is still the one shown. */
export function dismissToast(id: number) {
  if (current?.id === id) publish(null);
}

/** Closes whatever toast is shown (tests start from an empty corner). */
export function clearToast() {
  publish(null);
}

/** The store as useSyncExternalStore reads it. */
export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  current: (): Toast | null => current,
};

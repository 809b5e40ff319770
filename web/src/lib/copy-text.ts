import { useEffect, useRef, useState } from 'react';

/**
 * The old way of copying, for pages that are not a secure context (the Clipboard API is missing
 * at http://<laptop address> on a room's hotspot): a hidden text field holding the text is
 * selected and the browser's copy command run. It must run during the tap or click that asked.
 */
function copyBySelection(text: string): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.setAttribute('aria-hidden', 'true');
  Object.assign(field.style, { position: 'fixed', top: '0', left: '0', opacity: '0' });
  // Beside what has focus, so a dialog's focus trap keeps it: inside the dialog.
  (focused?.parentElement ?? document.body).append(field);
  field.focus({ preventScroll: true });
  field.select();
  field.setSelectionRange(0, text.length); // iOS Safari selects nothing with select() alone
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  focused?.focus();
  return copied;
}

/**
 * Puts `text` on the clipboard: through the Clipboard API where the page has it, else by
 * selection. False when neither works: show the text for the person to copy themselves.
 */
export async function copyText(text: string): Promise<boolean> {
  // Browsers give navigator.clipboard to secure contexts only.
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, the page not focused): the old way may still work.
    }
  }
  return copyBySelection(text);
}

/** `copyText` for a button: `copied` is true for two seconds after a copy that worked. */
export function useCopyText(timeoutMs = 2000) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string): Promise<boolean> => {
    const done = await copyText(text);
    clearTimeout(timer.current);
    setCopied(done);
    if (done) timer.current = setTimeout(() => setCopied(false), timeoutMs);
    return done;
  };
  return { copied, copy };
}

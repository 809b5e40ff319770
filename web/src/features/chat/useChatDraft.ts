import { useEffect, useState } from 'react';

const keyFor = (userId: string | undefined) => `trilha-chat-draft-${userId ?? 'anonymous'}`;

function readDraft(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * The half-written message, kept in this tab's session storage (per user) so that leaving the
 * screen, a reload or a dropped connection never loses it.
 */
export function useChatDraft(userId: string | undefined) {
  const key = keyFor(userId);
  const [draft, setDraft] = useState(() => readDraft(key));
  useEffect(() => {
    try {
      if (draft) sessionStorage.setItem(key, draft);
      else sessionStorage.removeItem(key);
    } catch {
      // Storage unavailable (private mode): the draft lives as long as the screen.
    }
  }, [key, draft]);
  return [draft, setDraft] as const;
}

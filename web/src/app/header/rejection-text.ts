import type { RejectedMutation } from '@trilha/sync';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../lib/message-text';

/**
 * A refused change in words: its code's text in the interface language (docs/decisions/0018).
 * A refusal recorded before the codes carries only the server's pt-BR sentence: shown as it is
 * in pt-BR, and in the other languages as the translated sentence of its reason — a correct,
 * less detailed text beats a foreign one.
 */
export function useRejectionText(): (rejection: RejectedMutation) => string {
  const { t, i18n } = useTranslation('common');
  const messageText = useMessageText();
  return (rejection) => {
    const coded = rejection.code && messageText({ code: rejection.code, params: rejection.params });
    if (coded) return coded;
    return i18n.language === 'pt-BR' ? rejection.message : t(`sync.reason.${rejection.reason}`);
  };
}

import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n';

const MAX_CHARS = /^Máximo de (\d+) caracteres$/;
const MAX_INTERESTS = /^Escolha no máximo (\d+) interesses$/;
const MAX_ITEMS = /^Máximo de (\d+) itens$/;

/**
 * The shared zod schemas speak pt-BR (the spec's wording). This returns a function that turns one
 * of their messages into the text to show under the field, from the `validation` keys of the
 * page's namespace: `keys` maps the exact messages the page's schema may give to their keys;
 * "Máximo de N caracteres" and "Escolha no máximo N interesses" map to `maxChars` and
 * `maxInterests`, "Máximo de N itens" to `maxItems`. An unknown message is shown as it is rather than hidden.
 */
export function useSchemaMessageText(namespace: Namespace, keys: Readonly<Record<string, string>>) {
  const { t } = useTranslation(namespace);
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = keys[message];
    if (key) return t(`validation.${key}`);
    const maxChars = MAX_CHARS.exec(message);
    if (maxChars) return t('validation.maxChars', { max: Number(maxChars[1]) });
    const maxInterests = MAX_INTERESTS.exec(message);
    if (maxInterests) return t('validation.maxInterests', { max: Number(maxInterests[1]) });
    const maxItems = MAX_ITEMS.exec(message);
    if (maxItems) return t('validation.maxItems', { max: Number(maxItems[1]) });
    return message;
  };
}

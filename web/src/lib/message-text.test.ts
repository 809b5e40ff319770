import { formatMessage, LANGUAGE_CODES, loadMessageTexts, placeholdersOf } from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../test/render';
import { i18n } from '../i18n';
import { messageText } from './message-text';

/**
 * The web app words the shared catalogue with i18next, the server with formatMessage: one
 * source of the words (docs/decisions/0018), so both must read every code alike — dotted codes
 * included, which i18next would take for nested keys.
 */
describe('messageText', () => {
  it.each(LANGUAGE_CODES)('writes every code as the server does, in %s', async (language) => {
    await setupI18n(language);
    const texts = await loadMessageTexts(language);
    for (const [code, text] of Object.entries(texts)) {
      const params = Object.fromEntries(placeholdersOf(text).map((name, i) => [name, `<${i}>`]));
      expect(messageText({ code, params })).toBe(formatMessage({ code, params }, language));
    }
  });

  it('has no text for a code this build does not know, so callers fall back', async () => {
    await setupI18n('en');
    expect(messageText({ code: 'nope.unknown' })).toBeUndefined();
    expect(messageText(undefined)).toBeUndefined();
    expect(i18n.language).toBe('en');
  });
});

import type { TFunction } from 'i18next';
import { errorText, isNetworkError } from '../../lib/api';
import { notify } from '../../lib/notify';

/**
 * Runs one administrator's change and tells the outcome in one toast: the success text, or the
 * failure title with the server's own words (e.g. why an admin cannot demote themself), a note
 * that there is no connection, or a plain "try again".
 */
export async function runAction(
  t: TFunction<'admin'>,
  action: () => Promise<unknown>,
  texts: { success: string; successMessage?: string; failure: string },
): Promise<boolean> {
  try {
    await action();
    notify({ title: texts.success, message: texts.successMessage, kind: 'success' });
    return true;
  } catch (error) {
    const message = isNetworkError(error)
      ? t('offline.action')
      : errorText(error, t('errors.tryAgain'));
    notify({ title: texts.failure, message, kind: 'error' });
    return false;
  }
}

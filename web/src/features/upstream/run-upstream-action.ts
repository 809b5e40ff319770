import type { TFunction } from 'i18next';
import { errorText, isNetworkError } from '../../lib/api';
import { notify } from '../../lib/notify';

/**
 * Runs one of the page's calls (link, sync, unlink) and tells the outcome in one toast, as the
 * app's other forms do: the success title, or the failure title with the server's words for its
 * code ('A nuvem recusou este e-mail ou senha.'), or that this computer's server did not answer.
 * Resolves true when the call succeeded.
 */
export async function runUpstreamAction(
  t: TFunction<'upstream'>,
  action: () => Promise<unknown>,
  texts: { success: string; failure: string },
): Promise<boolean> {
  try {
    await action();
    notify({ title: texts.success, kind: 'success' });
    return true;
  } catch (error) {
    notify({
      title: texts.failure,
      message: isNetworkError(error)
        ? t('unreachable.action')
        : errorText(error, t('failed.tryAgain')),
      kind: 'error',
    });
    return false;
  }
}

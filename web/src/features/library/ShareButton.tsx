import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';

/** Copies the article's address; the clipboard may be missing (plain http) or refused. */
export function ShareButton() {
  const { t } = useTranslation('library');
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify({ title: t('article.copied'), kind: 'success' });
    } catch (error) {
      console.warn('share: could not copy the link', error);
      notify({ title: t('article.copyFailed'), message: window.location.href, kind: 'error' });
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconShare size={16} aria-hidden />}
      onClick={() => void share()}
    >
      {t('article.share')}
    </Button>
  );
}

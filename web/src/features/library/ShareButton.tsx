import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/copy-text';
import { notify } from '../../lib/notify';

/** Copies the article's address; where no way of copying works, shows it to copy by hand. */
export function ShareButton() {
  const { t } = useTranslation('library');
  const share = async () => {
    const link = window.location.href;
    if (await copyText(link)) notify({ title: t('article.copied'), kind: 'success' });
    else notify({ title: t('article.copyFailed'), message: link, kind: 'error' });
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

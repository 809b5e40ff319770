import { Button, Menu, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { promptInstall, useInstallMode } from './install-prompt';

function useInstall() {
  const { t } = useTranslation('shell');
  const mode = useInstallMode();
  const install = () => {
    promptInstall().catch((error: unknown) => console.warn('install prompt failed', error));
  };
  return { t, mode, install };
}

/**
 * 'Instalar app' in the phone menu: the browser's install dialog where it offers one, and the
 * add-to-home-screen hint where installing is manual (Safari on iPhone and iPad).
 */
export function InstallAppButton() {
  const { t, mode, install } = useInstall();
  if (mode === 'prompt') {
    return (
      <Button
        variant="light"
        fullWidth
        justify="flex-start"
        h={44}
        leftSection={<IconDownload size={18} aria-hidden />}
        onClick={install}
      >
        {t('install.action')}
      </Button>
    );
  }
  if (mode === 'manual') {
    return (
      <Text size="sm" c="dimmed" data-testid="install-hint">
        {t('install.hint')}
      </Text>
    );
  }
  return null;
}

/** The same entry in the user menu (large screens). */
export function InstallAppMenuItem() {
  const { t, mode, install } = useInstall();
  if (mode === 'manual') {
    return (
      <Text size="xs" c="dimmed" px="sm" py={6} maw={260}>
        {t('install.hint')}
      </Text>
    );
  }
  if (mode !== 'prompt') return null;
  return (
    <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={install}>
      {t('install.action')}
    </Menu.Item>
  );
}

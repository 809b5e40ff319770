import { Alert } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Above the form when the profile shown is this device's copy, not the server's answer. */
export function DeviceCopyNotice() {
  const { t } = useTranslation('profile');
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconDeviceMobile size={20} />}
      title={t('deviceCopyTitle')}
      data-testid="profile-device-copy"
    >
      {t('deviceCopy')}
    </Alert>
  );
}

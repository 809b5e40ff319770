import { Button, Group, Text } from '@mantine/core';
import { type NotificationData, notifications, useNotifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captureInstallPrompt } from './install-prompt';
import { serviceWorkerUpdates, type UpdateSource } from './sw-updates';

// This chunk is requested as the app first renders, before the page's load event; Chromium
// checks installability only after it, so listening from here catches the offer while keeping
// it out of the landing page's first download (docs/decisions/0010).
if (typeof window !== 'undefined') captureInstallPrompt();

export const UPDATE_NOTIFICATION_ID = 'pwa-update';

/**
 * Offers a new version of the app once its service worker is waiting (update mode "prompt"):
 * a notification that stays until the user reloads or closes it. Renders nothing itself.
 */
export function UpdatePrompt({ updates = serviceWorkerUpdates }: { updates?: UpdateSource }) {
  const { t } = useTranslation('common');
  const [waiting, setWaiting] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  const { notifications: visible, queue } = useNotifications();
  const listed = [...visible, ...queue].some((item) => item.id === UPDATE_NOTIFICATION_ID);

  useEffect(() => updates.watch(() => setWaiting(true)), [updates]);

  // Kept in the notification store for as long as it is wanted: lib/notify.ts cleans the store
  // before each toast, so the offer is put back (and re-translated when the language changes).
  useEffect(() => {
    if (!waiting || dismissed) return;
    const reload = () => {
      setReloading(true);
      updates.apply().catch(() => setReloading(false));
    };
    const data: NotificationData = {
      id: UPDATE_NOTIFICATION_ID,
      title: t('pwa.title'),
      message: (
        <UpdateMessage
          text={t('pwa.message')}
          label={t('pwa.reload')}
          loading={reloading}
          onReload={reload}
        />
      ),
      icon: <IconRefresh size={18} aria-hidden />,
      color: 'violet',
      autoClose: false,
      // Below ordinary toasts: with one notification at a time, a toast shows first and the
      // offer comes back when it closes, instead of the toast waiting behind a sticky offer.
      priority: -1,
      closeButtonProps: { 'aria-label': t('pwa.close') },
      // Only the close button hides it; cleaning the store does not call onClose.
      onClose: () => setDismissed(true),
    };
    if (listed) notifications.update(data);
    else notifications.show(data);
  }, [waiting, dismissed, listed, reloading, t, updates]);

  return null;
}

function UpdateMessage(props: {
  text: string;
  label: string;
  loading: boolean;
  onReload: () => void;
}) {
  return (
    <>
      {/* Mantine dims a notification's message; this one must be read, so full text colour. */}
      <Text size="sm" c="var(--mantine-color-text)">
        {props.text}
      </Text>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" loading={props.loading} onClick={props.onReload}>
          {props.label}
        </Button>
      </Group>
    </>
  );
}

import '@mantine/notifications/styles.css';
import { Button, Group, Text } from '@mantine/core';
import {
  type NotificationData,
  Notifications,
  notifications,
  useNotifications,
} from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toastStore } from '../../lib/notify';
import type { UpdateSource } from './sw-updates';

export const UPDATE_NOTIFICATION_ID = 'pwa-update';

/**
 * The offer of a new version, once its service worker is waiting (update mode "prompt"): a
 * notification that stays until the user reloads or closes it. It is Mantine's notification
 * (with a button inside), loaded only when a version is waiting; the app's toasts
 * (lib/notify.ts) go first: one thing at a time in that corner, the offer steps aside while a
 * toast is shown.
 */
export function UpdateOffer({ updates }: { updates: UpdateSource }) {
  const { t } = useTranslation('common');
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  const { notifications: visible, queue } = useNotifications();
  const listed = [...visible, ...queue].some((item) => item.id === UPDATE_NOTIFICATION_ID);
  const toastShown = useSyncExternalStore(
    toastStore.subscribe,
    () => toastStore.current() !== null,
  );

  // Kept in the notification store for as long as it is wanted and no toast is shown (put back,
  // and re-translated when the language changes). Cleaning the store does not call onClose.
  useEffect(() => {
    if (dismissed) return;
    if (toastShown) {
      if (listed) notifications.clean();
      return;
    }
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
      closeButtonProps: { 'aria-label': t('pwa.close') },
      // Only the close button hides it; cleaning the store does not call onClose.
      onClose: () => setDismissed(true),
    };
    if (listed) notifications.update(data);
    else notifications.show(data);
  }, [dismissed, listed, toastShown, reloading, t, updates]);

  return <Notifications limit={1} />;
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

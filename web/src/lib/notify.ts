import { notifications } from '@mantine/notifications';

/** A toast. At most one is visible: a new one replaces the previous one (spec section 4). */
export function notify(options: {
  title: string;
  message?: string;
  kind?: 'success' | 'error' | 'info';
}) {
  notifications.clean();
  notifications.show({
    title: options.title,
    message: options.message ?? '',
    color: options.kind === 'error' ? 'red' : options.kind === 'success' ? 'teal' : 'blue',
    autoClose: 5000,
  });
}

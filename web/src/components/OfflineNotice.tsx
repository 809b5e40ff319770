import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/** Says why a screen that needs the server cannot finish while the device is offline. */
export function OfflineNotice(props: { title: string; message: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconWifiOff size={20} />} title={props.title}>
      {props.message}
    </Alert>
  );
}

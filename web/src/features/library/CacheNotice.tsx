import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

/** Says that what is shown is this device's saved copy, because the network failed. */
export function CacheNotice({ children }: { children: string }) {
  return (
    <Alert variant="light" color="gray" icon={<IconCloudOff size={18} aria-hidden />} role="status">
      {children}
    </Alert>
  );
}

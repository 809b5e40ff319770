import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { compactOnPhone } from './compact-button';
import { LazyDrawer } from './lazy-dialogs';

/**
 * One of a page's actions that opens a drawer beside the page: its button (an icon alone on a
 * phone) and the drawer, the whole width of a phone and `maxWidth` elsewhere. `children`
 * receives the drawer's close, for content that closes it when it is done.
 */
export function DrawerButton(props: {
  label: string;
  /** The drawer's title, when it is not the button's label. */
  title?: string;
  icon: ReactNode;
  /** e.g. '40rem' (passed through clamp(): rem() keeps it). */
  maxWidth: string;
  children(close: () => void): ReactNode;
}) {
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        {...compactOnPhone(props.label)}
        leftSection={props.icon}
        onClick={drawer.open}
        aria-haspopup="dialog"
      >
        {props.label}
      </Button>
      <LazyDrawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        size={`clamp(0px, 100%, ${props.maxWidth})`}
        title={props.title ?? props.label}
      >
        {props.children(drawer.close)}
      </LazyDrawer>
    </>
  );
}

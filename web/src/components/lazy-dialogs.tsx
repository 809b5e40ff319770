import { Drawer, type DrawerProps, Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/**
 * Whether a dialog is in the page, and whether it is open: not in the page until first opened,
 * then kept (so it closes and opens again with its transition).
 *
 * A closed Mantine Modal or Drawer is not free: it mounts a portal, a scroll lock and an id
 * whose layout effects each ask React for another synchronous render. A project page holds
 * half a dozen dialogs nobody opens during a load (share, PDF, timer, the tool index, each
 * tool's form), and on a tablet those renders were one long task of the page's start
 * (docs/perf-log.md, issue 12 eleventh part).
 *
 * On the first opening the dialog is mounted closed, then opened after that commit, so that it
 * comes in with its transition as it does every later time.
 */
export function useMountedOnceOpened(opened: boolean): { mounted: boolean; opened: boolean } {
  const [openedBefore, setOpenedBefore] = useState(false);
  useEffect(() => {
    if (opened) setOpenedBefore(true);
  }, [opened]);
  return { mounted: opened || openedBefore, opened: opened && openedBefore };
}

/** Mantine's Modal, in the page only once it has been opened (useMountedOnceOpened). */
export function LazyModal(props: ModalProps) {
  const { mounted, opened } = useMountedOnceOpened(props.opened);
  return mounted ? <Modal {...props} opened={opened} /> : null;
}

/**
 * A LazyModal that fills the screen of a phone (below 36em), where a centred box would leave a
 * form or a QR code too little room, and is a box elsewhere.
 */
export function PhoneFullScreenModal(props: Omit<ModalProps, 'fullScreen'>) {
  const phone = useMediaQuery('(max-width: 36em)');
  return <LazyModal {...props} fullScreen={phone ?? false} />;
}

/** Mantine's Drawer, in the page only once it has been opened (useMountedOnceOpened). */
export function LazyDrawer(props: DrawerProps) {
  const { mounted, opened } = useMountedOnceOpened(props.opened);
  return mounted ? <Drawer {...props} opened={opened} /> : null;
}

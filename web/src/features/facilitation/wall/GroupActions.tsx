import { Menu } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { WallMenu } from './WallMenu';

/**
 * The menu of one group of the wall: rename it, move it one place earlier or later (buttons,
 * not a drag: they work the same with a finger, a mouse or a keyboard, and on a 320 px phone),
 * delete it. Deleting a group that holds notes asks first, and says that the notes stay.
 */
export function GroupActions(props: {
  name: string;
  /** Notes in the group. */
  count: number;
  first: boolean;
  last: boolean;
  onRename(): void;
  onMove(step: -1 | 1): void;
  /** Resolves once deleted (or failed, with its toast). */
  onDelete(): Promise<unknown>;
}) {
  const { t } = useTranslation('facilitation');
  const [confirming, setConfirming] = useState(false);
  const askToDelete = () => (props.count > 0 ? setConfirming(true) : void props.onDelete());
  return (
    <>
      <WallMenu label={t('wall.groupActions', { name: props.name })}>
        <Menu.Item
          mih={44}
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={props.onRename}
        >
          {t('wall.rename')}
        </Menu.Item>
        <Menu.Item
          mih={44}
          leftSection={<IconArrowUp size={16} aria-hidden />}
          disabled={props.first}
          onClick={() => props.onMove(-1)}
        >
          {t('wall.moveEarlier')}
        </Menu.Item>
        <Menu.Item
          mih={44}
          leftSection={<IconArrowDown size={16} aria-hidden />}
          disabled={props.last}
          onClick={() => props.onMove(1)}
        >
          {t('wall.moveLater')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          mih={44}
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={askToDelete}
        >
          {t('wall.deleteGroup')}
        </Menu.Item>
      </WallMenu>
      {confirming && (
        <ConfirmDialog
          opened
          closeAfterConfirm
          title={t('wall.deleteTitle', { name: props.name })}
          message={t('wall.deleteText', { count: props.count })}
          confirmLabel={t('wall.deleteGroup')}
          cancelLabel={t('wall.cancel')}
          onConfirm={props.onDelete}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LazyDrawer } from '../lazy-dialogs';
import { CommentsPanel } from './CommentsPanel';
import type { CommentTarget } from './useComments';

/** The comments of a target in a drawer from the side; the whole screen on a phone. */
export function CommentsDrawer(props: { target: CommentTarget; opened: boolean; onClose(): void }) {
  const { t } = useTranslation('comments');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <LazyDrawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={props.target.title ? t('titleOf', { title: props.target.title }) : t('title')}
    >
      {props.opened && <CommentsPanel target={props.target} />}
    </LazyDrawer>
  );
}

import { IconBulb } from '@tabler/icons-react';
import type { Idea } from '@trilha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/records/ListStates';
import type { RecordQuery } from '../../../project-data/records';

/**
 * The wall and the matrix show the project's ideas: while they are read, when reading failed,
 * and when there are none yet, both say so the same way; otherwise `children` draws them.
 * With `drawEmpty`, no ideas are still drawn (the wall's groups, prepared before the session).
 */
export function IdeasGate(props: {
  ideas: RecordQuery<Idea>;
  drawEmpty?: boolean;
  children(rows: Idea[]): ReactNode;
}) {
  const { t } = useTranslation(['facilitation', 'workspace']);
  const { ideas } = props;
  if (ideas.failed)
    return (
      <LoadError
        title={t('wall.loadError')}
        text={t('workspace:loadError.text')}
        retryLabel={t('workspace:loadError.retry')}
        onRetry={ideas.retry}
      />
    );
  if (!ideas.rows) return <ListSkeleton label={t('wall.loading')} />;
  if (ideas.rows.length === 0 && !props.drawEmpty)
    return (
      <EmptyState
        icon={<IconBulb size={24} />}
        title={t('wall.emptyTitle')}
        text={t('wall.emptyText')}
      />
    );
  return <>{props.children(ideas.rows)}</>;
}

import { SimpleGrid, Stack } from '@mantine/core';
import type { Idea } from '@trilha/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../../sharing/project-access';
import { SectionHeading } from '../../workspace/components/SectionHeading';
import { useChange, useRecords } from '../../workspace/records';
import { HiddenNoteCard } from '../silent-round/HiddenNoteCard';
import { useSilentRound } from '../silent-round/useSilentRound';
import { IdeaBoard } from './IdeaBoard';
import { IdeasGate } from './IdeasGate';
import { NewGroupForm } from './NewGroupForm';
import { CLUSTER_PREFIX, clusterDropId, WallCluster } from './WallCluster';
import { NoteText, WallNote } from './WallNote';
import classes from './wall.module.css';
import { clusterNameOf, groupExists, wallClusters } from './wall-clusters';

/**
 * The wall (Categorization tab): the project's ideas as sticky notes, grouped by category.
 * Dragging a note onto another group, or choosing it in the note's 'Mover para…' menu, changes
 * the idea's category (`idea.update`), offline like any edit. Notes of an open silent round
 * written on other devices stay face down.
 */
export function IdeaWall({ projectId }: { projectId: string }) {
  const canEdit = useCanEdit();
  const { t } = useTranslation('facilitation');
  const ideas = useRecords('ideas', projectId);
  const round = useSilentRound(projectId, 'ideas');
  const change = useChange();
  const [newGroups, setNewGroups] = useState<string[]>([]);
  const clusters = useMemo(
    () => wallClusters(ideas.rows ?? [], newGroups),
    [ideas.rows, newGroups],
  );
  const groups = clusters.map((cluster) => cluster.name);

  const byId = useMemo(
    () => new Map((ideas.rows ?? []).map((idea) => [idea.id, idea])),
    [ideas.rows],
  );
  const groupName = (group: string) => group || t('wall.uncategorized');

  const move = (idea: Idea, group: string) => {
    if (clusterNameOf(idea) === group) return;
    void change(
      'idea.update',
      { id: idea.id, changes: { category: group } },
      { error: t('wall.moveError') },
    );
  };

  const addGroup = (name: string) => {
    if (!name) return t('wall.errors.groupEmpty');
    if (groupExists(clusters, name)) return t('wall.errors.groupExists');
    setNewGroups((before) => [...before, name]);
    return null;
  };

  const onDrop = (idea: Idea, target: string) => {
    if (target.startsWith(CLUSTER_PREFIX)) move(idea, target.slice(CLUSTER_PREFIX.length));
  };

  return (
    <Stack>
      <SectionHeading title={t('wall.title')} intro={t('wall.intro')} />
      {canEdit && <NewGroupForm onAdd={addGroup} />}
      <IdeasGate ideas={ideas}>
        {() => (
          <IdeaBoard
            ideas={byId}
            targetName={(id) => groupName(id.slice(CLUSTER_PREFIX.length))}
            onDrop={onDrop}
            lifted={(idea) => (
              <div className={`${classes.note} ${classes.body} ${classes.lifted}`}>
                <NoteText idea={idea} />
              </div>
            )}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="wall">
              {clusters.map((cluster) => (
                <WallCluster
                  key={clusterDropId(cluster.name)}
                  name={cluster.name}
                  count={cluster.ideas.length}
                >
                  {cluster.ideas.map((idea) =>
                    round.isHidden(idea) ? (
                      <HiddenNoteCard key={idea.id} />
                    ) : (
                      <WallNote
                        key={idea.id}
                        idea={idea}
                        groups={groups}
                        onMove={(group) => move(idea, group)}
                      />
                    ),
                  )}
                </WallCluster>
              ))}
            </SimpleGrid>
          </IdeaBoard>
        )}
      </IdeasGate>
    </Stack>
  );
}

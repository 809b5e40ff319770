import { SimpleGrid, Stack } from '@mantine/core';
import type { Idea } from '@trilha/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteSurfaceStyle } from '../../../components/notes/note-colors';
import { NoteRoomProvider } from '../../../components/notes/note-room';
import { HiddenNoteCard, hiddenReason } from '../../../components/records/HiddenNoteCard';
import { SectionHeading } from '../../../components/records/SectionHeading';
import { useCanEdit } from '../../../project-data/project-access';
import { type RecordQuery, useChange, useRecords } from '../../../project-data/records';
import { byPosition, clusterNameOf, wallClusters } from '../../../project-data/room/wall-clusters';
import { useSilentRound } from '../../../project-data/silent-round/useSilentRound';
import { GroupActions } from './GroupActions';
import { IdeaBoard } from './IdeaBoard';
import { IdeasGate } from './IdeasGate';
import { NewGroupForm } from './NewGroupForm';
import { RenameGroupForm } from './RenameGroupForm';
import { useWallGroups } from './useWallGroups';
import { CLUSTER_PREFIX, clusterDropId, WallCluster } from './WallCluster';
import { NoteText, WallNote } from './WallNote';
import classes from './wall.module.css';

/**
 * The wall (Categorization tab): the project's ideas as sticky notes, in the project's groups.
 * Dragging a note onto another group, or choosing it in the note's 'Mover para…' menu, changes
 * the idea's category (`idea.update`), offline like any edit. Groups are synced records
 * (`wallGroups`): made empty before the session, renamed, moved and deleted from their menu.
 * Notes of an open silent round written on other devices stay face down.
 */
export function IdeaWall({ projectId }: { projectId: string }) {
  const canEdit = useCanEdit('wall');
  const { t } = useTranslation('facilitation');
  const ideas = useRecords('ideas', projectId);
  const groupRecords = useRecords('wallGroups', projectId, byPosition);
  const round = useSilentRound(projectId, 'ideas');
  const change = useChange();
  const clusters = useMemo(
    () => wallClusters(ideas.rows ?? [], groupRecords.rows ?? []),
    [ideas.rows, groupRecords.rows],
  );
  const groups = useWallGroups(projectId, clusters);
  const named = clusters.filter((cluster) => cluster.name !== '');
  /** The group whose name is being edited. */
  const [renaming, setRenaming] = useState<string | null>(null);
  // The groups are read before the wall is drawn, or prepared groups would pop in after it.
  const wallIdeas: RecordQuery<Idea> =
    groupRecords.rows || groupRecords.failed ? ideas : { ...ideas, rows: undefined };

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

  const onDrop = (idea: Idea, target: string) => {
    if (target.startsWith(CLUSTER_PREFIX)) move(idea, target.slice(CLUSTER_PREFIX.length));
  };

  return (
    <NoteRoomProvider round={round}>
      <Stack>
        <SectionHeading title={t('wall.title')} intro={t('wall.intro')} />
        {canEdit && <NewGroupForm onAdd={groups.add} />}
        <IdeasGate ideas={wallIdeas} drawEmpty={named.length > 0}>
          {() => (
            <IdeaBoard
              ideas={byId}
              targetName={(id) => groupName(id.slice(CLUSTER_PREFIX.length))}
              onDrop={onDrop}
              lifted={(idea) => (
                <div
                  className={`${classes.note} ${classes.body} ${classes.lifted}`}
                  style={noteSurfaceStyle(idea.color)}
                >
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
                    heading={
                      canEdit && cluster.name !== '' && renaming === cluster.name ? (
                        <RenameGroupForm
                          name={cluster.name}
                          onRename={(name) => groups.rename(cluster, name)}
                          onClose={() => setRenaming(null)}
                        />
                      ) : undefined
                    }
                    actions={
                      canEdit &&
                      cluster.name !== '' && (
                        <GroupActions
                          name={cluster.name}
                          count={cluster.ideas.length}
                          first={named[0] === cluster}
                          last={named.at(-1) === cluster}
                          onRename={() => setRenaming(cluster.name)}
                          onMove={(step) => groups.move(cluster, step)}
                          onDelete={() => groups.remove(cluster)}
                        />
                      )
                    }
                  >
                    {cluster.ideas.map((idea) =>
                      round.isHidden(idea) ? (
                        <HiddenNoteCard key={idea.id} reason={hiddenReason(round.face(idea))} />
                      ) : (
                        <WallNote
                          key={idea.id}
                          idea={idea}
                          groups={clusters.map((each) => each.name)}
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
    </NoteRoomProvider>
  );
}

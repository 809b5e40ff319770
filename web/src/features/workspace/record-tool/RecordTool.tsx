import { Group } from '@mantine/core';
import {
  type CommentTargetType,
  type FacilitationTarget,
  type RoomTool,
  TITLE_MAX,
} from '@trilha/shared';
import type { ChildEntity, ChildRow } from '@trilha/sync';
import { useCallback } from 'react';
import { ModerateNoteButton } from '../../../components/notes/ModerateNoteButton';
import { NoteRoomProvider } from '../../../components/notes/note-room';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice';
import { HiddenNoteCard, hiddenReason } from '../../../components/records/HiddenNoteCard';
import { RecordCardActions } from '../../../components/records/RecordCardActions';
import { RecordList, type RecordListProps } from '../../../components/records/RecordList';
import { useRecordDialog } from '../../../components/records/record-dialog';
import type { Translate } from '../../../components/records/record-fields';
import { VoteButton } from '../../../components/records/VoteButton';
import { useVotedList } from '../../../components/records/voted-list';
import type { ReachedLimit } from '../../../lib/plan-limit';
import { type RecordQuery, useRecords } from '../../../project-data/records';
import {
  newNoteInRound,
  type SilentRoundState,
  useSilentRound,
} from '../../../project-data/silent-round/useSilentRound';
import { RoundNoteCapture } from '../quick-capture/RoundNoteCapture';
import { SilentRoundBar } from '../silent-round/SilentRoundBar';
import type { RecordListSpec, RecordToolDescriptor } from './descriptor';
import { RecordToolDialog } from './RecordToolDialog';
import { useRecordDeletion } from './record-deletion';
import { type TextRole, useToolTexts } from './texts';

interface RecordToolProps<E extends ChildEntity, Ctx> {
  tool: RecordToolDescriptor<E, Ctx>;
  projectId: string;
  /** The records, when the page reads them already (the Empathize view counts them). */
  records?: RecordQuery<ChildRow<E>>;
  /** What else the tool shows (see RecordFormTool). */
  context?: Ctx;
  /** Extension: the plan's limit, reached: its notice, and no 'Novo …' button. */
  limit?: ReachedLimit | null;
}

type Row<E extends ChildEntity> = ChildRow<E>;

interface ListProps<E extends ChildEntity, Ctx> extends RecordToolProps<E, Ctx> {
  records: RecordQuery<Row<E>>;
  /** The rows in the order shown, when it is not the records' (voted). */
  rows?: Row<E>[];
  vote?(record: Row<E>): Promise<unknown>;
  round?: SilentRoundState;
}

/**
 * A phase tool from its descriptor: the list of its records (RecordList, with its loading,
 * error and empty states and the 'Novo …' button), each record's card with its edit and delete
 * actions, the create and edit dialog, the deletion, and the extensions the tool declares.
 */
export function RecordTool<E extends ChildEntity, Ctx = undefined>(props: RecordToolProps<E, Ctx>) {
  return props.records ? (
    <WithVotes {...props} records={props.records} />
  ) : (
    <OwnRecords {...props} />
  );
}

function OwnRecords<E extends ChildEntity, Ctx>(props: RecordToolProps<E, Ctx>) {
  const records = useRecords(props.tool.entity, props.projectId);
  return <WithVotes {...props} records={records} />;
}

// The extensions that read more than the records are components of their own, each calling
// its hook, so no hook is called on a condition.

function WithVotes<E extends ChildEntity, Ctx>(props: ListProps<E, Ctx>) {
  return props.tool.vote ? <Voted {...props} /> : <WithRound {...props} />;
}

function Voted<E extends ChildEntity, Ctx>(props: ListProps<E, Ctx>) {
  // Only the tools whose records have votes declare `vote` (VOTABLE_ENTITIES).
  type Votable = { id: string; votes: number; createdAt: string };
  const voted = useVotedList(props.records.rows as Votable[] | undefined, props.tool.mutation);
  const vote = voted.vote as (record: Row<E>) => Promise<unknown>;
  return <WithRound {...props} rows={voted.rows as Row<E>[] | undefined} vote={vote} />;
}

function WithRound<E extends ChildEntity, Ctx>(props: ListProps<E, Ctx>) {
  return props.tool.silentRound ? <InSilentRound {...props} /> : <ToolList {...props} />;
}

function InSilentRound<E extends ChildEntity, Ctx>(props: ListProps<E, Ctx>) {
  const target = props.tool.entity as FacilitationTarget;
  const round = useSilentRound(props.projectId, target);
  const rows = props.rows ?? props.records.rows;
  return (
    <NoteRoomProvider round={round}>
      <SilentRoundBar
        projectId={props.projectId}
        target={target}
        round={round}
        hiddenCount={rows?.filter((row) => round.face(row as never) === 'round').length ?? 0}
      />
      <RoundNoteCapture projectId={props.projectId} target={target} round={round} />
      <ToolList {...props} round={round} />
    </NoteRoomProvider>
  );
}

/** The texts of a record list (RecordList's), by the tool's layout. */
export function listTexts(
  text: (role: TextRole) => string,
  list: RecordListSpec,
  openNew?: () => void,
): Pick<RecordListProps<never>, 'title' | 'subtitle' | 'loadingLabel' | 'empty' | 'loadError'> {
  return {
    title: text('title'),
    subtitle: list.subtitle ? text('subtitle') : undefined,
    loadingLabel: text('loading'),
    empty: {
      icon: list.icon,
      title: text('emptyTitle'),
      text: text('emptyText'),
      action:
        list.emptyAction && openNew ? { label: text('emptyAction'), onClick: openNew } : undefined,
    },
    loadError: {
      title: text('loadError'),
      text: list.loadErrorText ? text('loadErrorText') : undefined,
    },
  };
}

function ToolList<E extends ChildEntity, Ctx>(props: ListProps<E, Ctx>) {
  const { tool, projectId, round, vote } = props;
  const context = props.context as Ctx;
  const { t, text } = useToolTexts(tool.texts);
  const dialog = useRecordDialog<Row<E>>();
  const deletion = useRecordDeletion(tool);
  const { Card, named, list } = tool;
  const face = round?.face;
  const { openEdit } = dialog;
  const { request } = deletion;

  const renderCard = useCallback(
    (record: Row<E>) => {
      const shown = face?.(record as never) ?? 'shown';
      if (shown === 'round' || shown === 'moderated')
        return <HiddenNoteCard reason={hiddenReason(shown)} />;
      const names = named?.(record, t as Translate);
      const cardActions = (
        <RecordCardActions
          editLabel={text('edit', names)}
          deleteLabel={text('delete', names)}
          onEdit={() => openEdit(record)}
          onDelete={() => request(record)}
          authorId={(record as { authorId?: string | null }).authorId}
          comments={{
            projectId,
            type: tool.entity as CommentTargetType,
            id: record.id,
            // What names the record in the tool's texts (a name, a title, a place).
            title: Object.values(names ?? {})[0]?.slice(0, TITLE_MAX) ?? '',
          }}
        />
      );
      return (
        <Card
          record={record}
          context={context}
          actions={
            face ? (
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                <ModerateNoteButton
                  target={tool.entity as FacilitationTarget}
                  note={record as never}
                />
                {cardActions}
              </Group>
            ) : (
              cardActions
            )
          }
          vote={
            vote && (
              <VoteButton
                votes={(record as { votes: number }).votes}
                label={(count) => text('vote', { count })}
                onVote={() => vote(record)}
                tool={tool.entity as RoomTool}
              />
            )
          }
        />
      );
    },
    [Card, named, t, text, context, openEdit, request, vote, face, projectId, tool.entity],
  );

  return (
    <>
      {props.limit && <PlanLimitNotice reached={props.limit} />}
      <RecordList
        records={props.records}
        rows={props.rows}
        {...listTexts(text, list, dialog.openNew)}
        create={
          props.limit
            ? undefined
            : {
                label: text('new'),
                onClick: dialog.openNew,
                hideWhenEmpty: list.emptyAction === 'insteadOfNew',
              }
        }
        columns={list.columns}
        entity={tool.entity}
        renderCard={renderCard}
      />
      {dialog.opened && (
        <RecordToolDialog
          tool={tool}
          owner={{ projectId }}
          record={dialog.record}
          context={context}
          createExtras={round && (() => newNoteInRound(round, projectId))}
          onClose={dialog.close}
        />
      )}
      {deletion.confirmation}
    </>
  );
}

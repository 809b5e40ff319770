import type { FacilitationTarget, HmwQuestion, Idea, IdeaStatus, NoteColor } from '@trilha/shared';
import { ideaDetail } from '../note-to-idea';

/** One thing people can put dots on, whatever the session's target. */
export interface VotingItem {
  id: string;
  /** What the card says: an idea's title, an HMW question. */
  text: string;
  /** The smaller line under it (an idea's description, unless it repeats the title; nothing
   * for a question). */
  detail: string;
  /** The silent round it was written in, if any (hidden notes are not votable). */
  roundId: string | null;
  /** An idea's status ('selected' after the vote); null for a question. */
  ideaStatus: IdeaStatus | null;
  createdAt: string;
  // The note's own marks (issue 33): its colour, its author (for the byline and for whose
  // notes show face up during a round) and the facilitator's hiding of it.
  color: NoteColor | null;
  authorId: string | null;
  authorName: string;
  writerName: string | null;
  hiddenAt: string | null;
}

export function votingItemOf(target: FacilitationTarget, row: Idea | HmwQuestion): VotingItem {
  const common = {
    id: row.id,
    roundId: row.roundId ?? null,
    createdAt: row.createdAt,
    color: row.color ?? null,
    authorId: row.authorId ?? null,
    authorName: row.authorName ?? '',
    writerName: row.writerName ?? null,
    hiddenAt: row.hiddenAt ?? null,
  };
  if (target === 'ideas') {
    const idea = row as Idea;
    return { ...common, text: idea.title, detail: ideaDetail(idea), ideaStatus: idea.status };
  }
  return { ...common, text: (row as HmwQuestion).question, detail: '', ideaStatus: null };
}

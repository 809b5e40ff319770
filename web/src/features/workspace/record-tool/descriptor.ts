import type { ChildEntity, ChildRow } from '@trilha/sync';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldSpec, Translate } from '../../../components/records/record-fields';
import type { ToolTexts } from './texts';

type DialogSize = 'md' | 'lg' | 'xl';

/**
 * A kind of record as its dialogs see it: what it is, its texts, its form, how it is deleted.
 * Declared once per tool; RecordToolDialog and useRecordDeletion read it. `Ctx` is what else
 * the tool shows (the ideas a prototype may link to, the plan a result belongs to).
 */
export interface RecordFormTool<E extends ChildEntity, Ctx = undefined> {
  /** The table its records live in. */
  entity: E;
  /** The prefix of its mutations: 'idea' for idea.create, idea.update, idea.delete. */
  mutation: string;
  texts: ToolTexts;
  /** The parameters of one record's texts: its card's labels, the deletion's question. */
  named?(record: ChildRow<E>, t: Translate): Record<string, string>;
  /** Deleting asks first ('Tem certeza…?'); otherwise a record goes at once (as the spec says). */
  confirmDelete?: boolean;
  form: {
    /** The entity's create schema (@trilha/shared); the form checks the fields it shows. */
    schema: z.ZodObject;
    fields: readonly FieldSpec<Ctx>[];
    /** The dialog's width, or one for each mode. */
    size?: DialogSize | { create: DialogSize; edit: DialogSize };
    /** A line above the fields. */
    intro?: string;
    /** Completes the values before the schema sees them (a POV's sentence from its parts). */
    prepare?(values: FieldValues): FieldValues;
  };
}

/** What a tool's card is given: its record, its ready actions, and the tool's context. */
export interface RecordCardProps<Row, Ctx = undefined> {
  record: Row;
  /** Edit and delete, named for the record (nothing for a viewer). */
  actions: ReactNode;
  /** The +1 button, for a tool people vote in. */
  vote?: ReactNode;
  context: Ctx;
}

/** How a tool's list looks besides its texts. */
export interface RecordListSpec {
  /** The empty state's picture. */
  icon?: ReactNode;
  /** Cards side by side from the `sm` breakpoint. */
  columns?: 1 | 2;
  /** A line under the title. */
  subtitle?: boolean;
  /** An explanation of the tool's own under 'Erro ao carregar …'. */
  loadErrorText?: boolean;
  /**
   * The empty state's own create button: beside the 'Novo …' button, or instead of it while
   * the list is empty.
   */
  emptyAction?: 'besideNew' | 'insteadOfNew';
}

/**
 * One phase tool: its record kind (above), its list and its card, and the named extensions it
 * has beyond them. RecordTool shows it.
 */
export interface RecordToolDescriptor<E extends ChildEntity, Ctx = undefined>
  extends RecordFormTool<E, Ctx> {
  list: RecordListSpec;
  Card: ComponentType<RecordCardProps<ChildRow<E>, Ctx>>;
  /** Extension: +1 votes, the list by votes held in place while they land (useVotedList). */
  vote?: boolean;
  /** Extension: the silent round, notes face down on the other devices until revealed. */
  silentRound?: boolean;
}

import type { NumberInputProps } from '@mantine/core';
import { TEXT_MAX } from '@trilha/shared';
import type { ComponentType } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** A text of the form's namespace, with its parameters. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Whether the dialog creates a record or edits one. */
export type FormMode = 'create' | 'edit';

/**
 * A key of the form's namespace: `true` for the usual one (`<prefix>.<name>Placeholder`,
 * `<prefix>.<name>Hint`), a string for another.
 */
export type TextKey = true | string;

interface FieldBase<Ctx> {
  /** The record's field it edits (and the form's value of that name). */
  name: string;
  /** Its label's key; `<prefix>.<name>` by default. */
  label?: string;
  /** Shown, validated and saved only when creating, or only when editing. */
  only?: FormMode;
  /**
   * Its value in a new record, or how to work it out from the tool's context; by default ''
   * for texts, null for numbers and choices that may stay empty, [] for lists.
   */
  initial?: unknown | ((context: Ctx) => unknown);
}

interface Typed<Ctx> extends FieldBase<Ctx> {
  placeholder?: TextKey;
  /** A line under the label. */
  hint?: TextKey;
  /** Marked with an asterisk (the schema is what refuses it empty). */
  required?: boolean;
  /** The input's maxLength. */
  max?: number;
}

/** A one-line text; `type: 'date'` for a date. */
export interface TextFieldSpec<Ctx> extends Typed<Ctx> {
  kind: 'text';
  type?: 'date';
}

/** A whole number typed in a plain number box (empty is null). */
export interface NumberFieldSpec<Ctx> extends Typed<Ctx> {
  kind: 'number';
  min: number;
}

/** A longer text: `rows` fixed, or growing from `minRows`. */
export interface TextareaFieldSpec<Ctx> extends Typed<Ctx> {
  kind: 'textarea';
  rows?: number;
  minRows?: number;
}

/**
 * A number in Mantine's number box. `whenEmpty`: an empty box is a missing value (the schema
 * says it is required, or fills its default) or stands for that number.
 */
export interface NumericFieldSpec<Ctx> extends Typed<Ctx> {
  kind: 'numeric';
  input: Pick<
    NumberInputProps,
    'min' | 'max' | 'allowDecimal' | 'allowNegative' | 'decimalScale' | 'suffix'
  >;
  whenEmpty?: 'missing' | number;
}

/** One of fixed values in a native select, each labelled `<optionKey>.<value>`. */
export interface ChoiceFieldSpec<Ctx> extends FieldBase<Ctx> {
  kind: 'choice';
  values: readonly string[];
  optionKey: string;
}

/** A rating, 'n – <optionKey>.n', or `unrated` (null). */
export interface RatingFieldSpec<Ctx> extends FieldBase<Ctx> {
  kind: 'rating';
  values: readonly number[];
  optionKey: string;
  unrated: string;
}

/**
 * Mantine's select: fixed values labelled `<optionKey>.<value>`, or options from the tool's
 * context (records to link to). `clearable`: it may stay empty (null); otherwise a value must
 * stay chosen. `noOptions`: the placeholder when there is nothing to choose (and it is disabled).
 */
export interface SelectFieldSpec<Ctx> extends FieldBase<Ctx> {
  kind: 'select';
  values?: readonly string[];
  optionKey?: string;
  options?(context: Ctx): { value: string; label: string }[];
  placeholder?: string;
  noOptions?: string;
  clearable?: boolean;
  searchable?: boolean;
}

/**
 * A list of text rows (ListField): at least one row on screen, blank rows not saved, and not
 * validated by the form (the rows left blank are what the form keeps open for the next entry).
 */
export interface ListFieldSpec<Ctx> extends FieldBase<Ctx> {
  kind: 'list';
  placeholder?: TextKey;
  max: number;
}

/** Short texts as chips (ChipsInput). */
export interface ChipsFieldSpec<Ctx> extends FieldBase<Ctx> {
  kind: 'chips';
  placeholder?: TextKey;
  max: number;
}

/** Photos (PhotoPicker); their alt texts name the record by `subject`, or `fallback`'s text. */
export interface PhotosFieldSpec<Ctx> extends FieldBase<Ctx> {
  kind: 'photos';
  max: number;
  subject: { field: string; fallback: string };
}

/** What a tool's own field is given. */
export interface CustomFieldProps<Ctx> {
  name: string;
  form: UseFormReturn<FieldValues>;
  t: Translate;
  context: Ctx;
  mode: FormMode;
  /** The schema's message for the field, in the interface language. */
  error: string | undefined;
  /** The first field of the dialog takes the focus when it opens. */
  autoFocus: boolean;
}

/**
 * A field only one tool has (a persona's photo, an interview's questions): its own component.
 * With `output` its value is not a field of the schema: the form saves what `output` makes of
 * it (blank rows dropped, pairs split in two lists).
 */
export interface CustomFieldSpec<Ctx> extends FieldBase<Ctx> {
  kind: 'custom';
  render: ComponentType<CustomFieldProps<Ctx>>;
  output?(value: unknown): Record<string, unknown>;
}

export type LeafFieldSpec<Ctx> =
  | TextFieldSpec<Ctx>
  | NumberFieldSpec<Ctx>
  | TextareaFieldSpec<Ctx>
  | NumericFieldSpec<Ctx>
  | ChoiceFieldSpec<Ctx>
  | RatingFieldSpec<Ctx>
  | SelectFieldSpec<Ctx>
  | ListFieldSpec<Ctx>
  | ChipsFieldSpec<Ctx>
  | PhotosFieldSpec<Ctx>
  | CustomFieldSpec<Ctx>;

/**
 * Fields side by side from the `from` breakpoint (one column below it): `cols` columns, or as
 * many as it shows fields (a field shown only when creating widens the row then).
 */
export interface RowSpec<Ctx> {
  kind: 'row';
  from: 'xs' | 'sm';
  cols?: number;
  fields: readonly LeafFieldSpec<Ctx>[];
}

/** One entry of a form's declaration, in the order the dialog shows them. */
export type FieldSpec<Ctx> = LeafFieldSpec<Ctx> | RowSpec<Ctx>;

// Fields several tools declare alike.

/** A record's description: required, a text area growing from three rows. */
export const DESCRIPTION_FIELD: TextareaFieldSpec<unknown> = {
  kind: 'textarea',
  name: 'description',
  placeholder: true,
  required: true,
  minRows: 3,
  max: TEXT_MAX,
};

/** A record's photos, at most `max`; their alt texts name the record by `subject`. */
export function photosField(
  name: string,
  max: number,
  subject: PhotosFieldSpec<unknown>['subject'],
): PhotosFieldSpec<unknown> {
  return { kind: 'photos', name, max, subject };
}

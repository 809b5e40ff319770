import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../form/form-resolver';
import { filled, rowsOf } from './ListField';
import type { FieldSpec, FormMode, LeafFieldSpec, TextKey } from './record-fields';

/** `<prefix>.<name><suffix>` for `true`, the key itself for a string. */
const keyOf = (prefix: string, name: string, key: TextKey | undefined, suffix: string) =>
  key === true ? `${prefix}.${name}${suffix}` : key;

/**
 * The keys of a field's label, placeholder and hint in the form's namespace, `prefix` being
 * where the form's own keys start ('hmw', 'plans.form').
 */
export function fieldTextKeys(
  field: LeafFieldSpec<unknown>,
  prefix: string,
): { label: string; placeholder?: string; hint?: string } {
  const placeholder = 'placeholder' in field ? field.placeholder : undefined;
  const hint = 'hint' in field ? field.hint : undefined;
  return {
    label: field.label ?? `${prefix}.${field.name}`,
    placeholder:
      field.kind === 'select'
        ? field.placeholder
        : keyOf(prefix, field.name, placeholder, 'Placeholder'),
    hint: keyOf(prefix, field.name, hint, 'Hint'),
  };
}

/** What a leaf field holds in a new record when its declaration says nothing. */
const EMPTY: Record<LeafFieldSpec<unknown>['kind'], unknown> = {
  text: '',
  textarea: '',
  number: null,
  numeric: null,
  choice: '',
  rating: null,
  select: null,
  list: [],
  chips: [],
  photos: [],
  custom: undefined,
};

/** The fields of a declaration, rows opened up; with `mode`, only those shown in it. */
export function leavesOf<Ctx>(
  fields: readonly FieldSpec<Ctx>[],
  mode?: FormMode,
): LeafFieldSpec<Ctx>[] {
  const leaves = fields.flatMap((field) => (field.kind === 'row' ? field.fields : [field]));
  return mode ? leaves.filter((field) => isShown(field, mode)) : leaves;
}

export const isShown = (field: { only?: FormMode }, mode: FormMode) =>
  field.only === undefined || field.only === mode;

/**
 * The form's first values: the record's (an edit), or each field's `initial` (a new record).
 * A list shows its rows, or one blank row to start with.
 */
export function initialValues<Ctx>(
  fields: readonly FieldSpec<Ctx>[],
  record: object | undefined,
  context: Ctx,
): FieldValues {
  const stored = (record ?? {}) as Record<string, unknown>;
  const values: FieldValues = {};
  for (const field of leavesOf(fields)) {
    const value = stored[field.name] ?? newValue(field, context);
    values[field.name] = field.kind === 'list' ? rowsOf(value as string[]) : value;
  }
  return values;
}

function newValue<Ctx>(field: LeafFieldSpec<Ctx>, context: Ctx): unknown {
  const { initial } = field;
  if (typeof initial === 'function') return initial(context);
  return initial ?? EMPTY[field.kind];
}

/** Fields the entity's schema validates (a list, or a tool's field with `output`, it does not). */
const validated = <Ctx>(field: LeafFieldSpec<Ctx>) =>
  field.kind !== 'list' && !(field.kind === 'custom' && field.output);

/**
 * The form's resolver in `mode`: the entity's create schema, narrowed to the fields shown,
 * checks them and gives their parsed values (trimmed, defaults filled); the lists and the
 * tools' own fields add what they save. A field not shown is neither checked nor saved (an
 * interview's date is set when it is created; a test plan is created 'planned').
 */
export function recordFormResolver<Ctx>(
  schema: z.ZodObject,
  fields: readonly FieldSpec<Ctx>[],
  mode: FormMode,
  prepare: (values: FieldValues) => FieldValues = (values) => values,
): Resolver<FieldValues> {
  const shown = leavesOf(fields, mode);
  const checked = shown.filter(validated);
  // Made at the first validation, not before: the shared schemas are built when first used.
  let check: Resolver<FieldValues> | undefined;
  return async (values, context, options) => {
    check ??= formResolver(
      schema.pick(Object.fromEntries(checked.map((field) => [field.name, true])) as never) as never,
    ) as unknown as Resolver<FieldValues>;
    const input: FieldValues = { ...values };
    for (const field of checked) {
      if (field.kind !== 'numeric' || field.whenEmpty === undefined) continue;
      if (input[field.name] === null)
        input[field.name] = field.whenEmpty === 'missing' ? undefined : field.whenEmpty;
    }
    const result = await check(prepare(input), context, options);
    if (Object.keys(result.errors).length > 0) return result;
    const saved: FieldValues = { ...result.values };
    for (const field of shown) {
      if (field.kind === 'list') saved[field.name] = filled(values[field.name] as string[]);
      if (field.kind === 'custom' && field.output)
        Object.assign(saved, field.output(values[field.name]));
    }
    return { values: saved, errors: {} };
  };
}

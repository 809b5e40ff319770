import { NativeSelect, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type FieldError, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useFieldErrorText } from '../form/field-error';
import { PhotoPicker } from '../photos/PhotoPicker';
import { ChipsInput } from './ChipsInput';
import { ListField } from './ListField';
import { numberOrNull } from './number-input';
import type { FieldSpec, FormMode, LeafFieldSpec, Translate } from './record-fields';
import { fieldTextKeys, isShown, leavesOf } from './record-form';

interface FieldsProps<Ctx> {
  fields: readonly FieldSpec<Ctx>[];
  form: UseFormReturn<FieldValues>;
  mode: FormMode;
  /** The namespace's texts, and where the fields' own keys start ('hmw', 'plans.form'). */
  t: Translate;
  prefix: string;
  context: Ctx;
}

/**
 * The fields of a record's form, from its declaration, in order: each field's label,
 * placeholder and hint from the tool's texts, its error from the entity's schema
 * (useFieldErrorText), the first one focused when the dialog opens.
 */
export function RecordFields<Ctx>(props: FieldsProps<Ctx>) {
  const first = leavesOf(props.fields, props.mode)[0]?.name;
  const leaf = (field: LeafFieldSpec<Ctx>) =>
    isShown(field, props.mode) ? (
      <Field key={field.name} {...props} field={field} autoFocus={field.name === first} />
    ) : null;
  return props.fields.map((field, index) => {
    if (field.kind !== 'row') return leaf(field);
    const shown = field.fields.filter((inner) => isShown(inner, props.mode));
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the declaration is fixed; a row is its place
      <SimpleGrid key={index} cols={{ base: 1, [field.from]: field.cols ?? shown.length }}>
        {field.fields.map(leaf)}
      </SimpleGrid>
    );
  });
}

function Field<Ctx>(props: FieldsProps<Ctx> & { field: LeafFieldSpec<Ctx>; autoFocus: boolean }) {
  const { field, form, t, prefix } = props;
  const fieldMessage = useFieldErrorText();
  const { name } = field;
  const error = form.formState.errors[name] as FieldError | FieldError[] | undefined;
  const message = fieldMessage(Array.isArray(error) ? undefined : error);
  const text = (key: string | undefined) => (key === undefined ? undefined : t(key));
  const keys = fieldTextKeys(field as LeafFieldSpec<unknown>, prefix);
  const label = t(keys.label);
  const placeholder = text(keys.placeholder);
  const description = text(keys.hint);
  const withAsterisk = 'required' in field ? field.required : undefined;
  const focus = props.autoFocus ? { 'data-autofocus': true } : {};
  const controlled = (render: (value: never, onChange: (value: unknown) => void) => ReactNode) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: control }) => <>{render(control.value as never, control.onChange)}</>}
    />
  );

  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          label={label}
          placeholder={placeholder}
          description={description}
          withAsterisk={withAsterisk}
          type={field.type}
          maxLength={field.max}
          {...focus}
          error={message}
          {...form.register(name)}
        />
      );
    case 'number':
      return (
        <TextInput
          label={label}
          type="number"
          min={field.min}
          step={1}
          {...focus}
          error={message}
          {...form.register(name, { setValueAs: numberOrNull })}
        />
      );
    case 'textarea':
      return (
        <Textarea
          label={label}
          placeholder={placeholder}
          description={description}
          withAsterisk={withAsterisk}
          autosize={field.minRows !== undefined}
          minRows={field.minRows}
          rows={field.rows}
          maxLength={field.max}
          {...focus}
          error={message}
          {...form.register(name)}
        />
      );
    case 'numeric':
      return controlled((value: number | null, onChange) => (
        <NumberInput
          label={label}
          description={description}
          withAsterisk={withAsterisk}
          {...field.input}
          value={value ?? ''}
          onChange={(typedValue) => onChange(numberOrNull(typedValue))}
          error={message}
        />
      ));
    case 'choice':
      return (
        <NativeSelect
          label={label}
          data={field.values.map((value) => ({ value, label: t(`${field.optionKey}.${value}`) }))}
          error={message}
          {...form.register(name)}
        />
      );
    case 'rating':
      return (
        <NativeSelect
          label={label}
          data={[
            { value: '', label: t(field.unrated) },
            ...field.values.map((n) => ({
              value: String(n),
              label: `${n} – ${t(`${field.optionKey}.${n}`)}`,
            })),
          ]}
          error={message}
          {...form.register(name, { setValueAs: numberOrNull })}
        />
      );
    case 'select': {
      const options =
        field.options?.(props.context) ??
        (field.values ?? []).map((value) => ({
          value,
          label: t(`${field.optionKey}.${value}`),
        }));
      const none = field.noOptions !== undefined && options.length === 0;
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: control }) => (
            <Select
              label={label}
              placeholder={none ? text(field.noOptions) : placeholder}
              data={options}
              value={(control.value as string | null) ?? null}
              onChange={(value) =>
                control.onChange(field.clearable ? (value ?? null) : (value ?? control.value))
              }
              onBlur={control.onBlur}
              clearable={field.clearable}
              allowDeselect={field.clearable ? undefined : false}
              searchable={field.searchable}
              disabled={none || undefined}
              error={message}
            />
          )}
        />
      );
    }
    case 'list':
      return controlled((values: string[], onChange) => (
        <ListField
          label={label}
          placeholder={placeholder}
          maxLength={field.max}
          values={values}
          onChange={onChange}
        />
      ));
    case 'chips':
      return controlled((value: string[], onChange) => (
        <ChipsInput
          label={label}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
          maxLength={field.max}
          error={message}
        />
      ));
    case 'photos':
      return controlled((photos: string[] | undefined, onChange) => (
        <PhotoPicker
          label={label}
          photos={photos ?? []}
          max={field.max}
          subject={(form.getValues(field.subject.field) as string) || t(field.subject.fallback)}
          onChange={onChange}
          // A refused photo's reason, or the list's own (too many).
          error={fieldMessage(Array.isArray(error) ? (error[0] ?? undefined) : error)}
        />
      ));
    case 'custom': {
      const Custom = field.render;
      return (
        <Custom
          name={name}
          form={form}
          t={t}
          context={props.context}
          mode={props.mode}
          error={message}
          autoFocus={props.autoFocus}
        />
      );
    }
  }
}

import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

// Select and MultiSelect bound to a react-hook-form field. A stored value that is no longer among
// the options is listed too, so it still shows.

type BoundProps<P, T extends FieldValues, U> = Omit<
  P,
  'data' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name'
> & {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
  /** The choices. Option labels are data (stored as chosen), so they are not translated. */
  options: readonly string[];
};

/** One choice, held as a string: '' when nothing is chosen. */
export function SelectField<T extends FieldValues, U>({
  control,
  name,
  options,
  ...props
}: BoundProps<SelectProps, T, U>) {
  const { field } = useController({ control, name });
  const value = field.value as string | undefined;
  return (
    <Select
      {...props}
      ref={field.ref}
      data={value && !options.includes(value) ? [value, ...options] : [...options]}
      value={value || null}
      onChange={(chosen) => field.onChange(chosen ?? '')}
      onBlur={field.onBlur}
    />
  );
}

/** Any number of choices, held as a list of strings. */
export function MultiSelectField<T extends FieldValues, U>({
  control,
  name,
  options,
  ...props
}: BoundProps<MultiSelectProps, T, U>) {
  const { field } = useController({ control, name });
  const value = (field.value as string[] | undefined) ?? [];
  return (
    <MultiSelect
      {...props}
      ref={field.ref}
      data={[...new Set([...options, ...value])]}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

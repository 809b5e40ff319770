import { type ChangeEvent, type FormEvent, useState } from 'react';

/**
 * The state of a group's name field (a new group, a rename): the text, the message under it,
 * and a submit that saves the trimmed name. `save` resolves to the message to show, or null
 * once saved; the field then goes back to `initial` (empty, for the next new group).
 */
export function useNameField(initial: string, save: (name: string) => Promise<string | null>) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.currentTarget.value);
      setError(null);
    },
    submit: async (event: FormEvent) => {
      event.preventDefault();
      const failure = await save(value.trim());
      setError(failure);
      if (!failure) setValue(initial);
    },
  };
}

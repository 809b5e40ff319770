import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../lazy-dialogs';

/**
 * The shell of every create and edit dialog: Modal, form, 'Cancelar' and the submit button.
 * The caller owns the form (useForm with a resolver over the entity's shared schema: a record
 * tool's is built from its declaration, see RecordToolDialog) and its fields; `onSave` applies
 * the change and shows the spec's toast. On success the dialog resets
 * and closes; on failure it stays as it is, so nothing typed is lost.
 */
export function RecordFormDialog<Values extends FieldValues, Saved>(props: {
  opened: boolean;
  title: string;
  submitLabel: string;
  size?: 'md' | 'lg' | 'xl';
  form: UseFormReturn<Values, unknown, Saved>;
  onSave(values: Saved): Promise<boolean>;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const { form } = props;
  const close = () => {
    form.reset();
    props.onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (await props.onSave(values)) close();
  });
  return (
    <LazyModal
      opened={props.opened}
      onClose={close}
      title={props.title}
      size={props.size ?? 'lg'}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {props.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}

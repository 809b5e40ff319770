import { Button, Group, PasswordInput, Radio, Stack, TextInput } from '@mantine/core';
import {
  type AdminUserForm,
  type AdminUserFormInput,
  adminUserFormSchema,
  USER_ROLES,
} from '@trilha/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../components/form/field-error';
import { formResolver } from '../../components/form/form-resolver';
import { PhoneFullScreenModal } from '../../components/lazy-dialogs';
import { apiPost } from '../../lib/api';
import { runAction } from './run-action';

const EMPTY: AdminUserFormInput = { username: '', password: '', confirmPassword: '', role: 'user' };

/** New account: username, password twice, role. The confirmation is checked, never sent. */
export function CreateUserDialog(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation('admin');
  const form = useForm<AdminUserFormInput, unknown, AdminUserForm>({
    resolver: formResolver(adminUserFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = useFieldErrorText();

  const close = () => {
    form.reset(EMPTY);
    props.onClose();
  };

  const submit = form.handleSubmit(async ({ username, password, role }) => {
    const created = await runAction(t, () => apiPost('/api/users', { username, password, role }), {
      success: t('users.created'),
      failure: t('users.createError'),
    });
    if (created) {
      close();
      props.onCreated();
    }
  });

  return (
    <PhoneFullScreenModal opened={props.opened} onClose={close} title={t('users.createTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('users.username')}
            autoComplete="off"
            withAsterisk
            data-autofocus
            {...form.register('username')}
            error={fieldError(errors.username)}
          />
          <PasswordInput
            label={t('users.password')}
            autoComplete="new-password"
            withAsterisk
            description={t('users.passwordHint')}
            {...form.register('password')}
            error={fieldError(errors.password)}
          />
          <PasswordInput
            label={t('users.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            {...form.register('confirmPassword')}
            error={fieldError(errors.confirmPassword)}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Radio.Group
                label={t('users.role')}
                value={field.value ?? 'user'}
                onChange={field.onChange}
                error={fieldError(errors.role)}
              >
                <Group gap="lg" mt={6}>
                  {USER_ROLES.map((role) => (
                    <Radio key={role} value={role} label={t(`roles.${role}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('users.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PhoneFullScreenModal>
  );
}

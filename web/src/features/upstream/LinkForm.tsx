import { Button } from '@mantine/core';
import { IconCloudUp } from '@tabler/icons-react';
import { type LoginInput, loginSchema } from '@trilha/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CredentialsForm } from '../../components/form/CredentialsForm';
import { formResolver } from '../../components/form/form-resolver';
import { runUpstreamAction } from './run-upstream-action';
import { useUpstreamActions } from './upstream-status';

/**
 * The cloud account's username (or e-mail) and password, sent once to this computer's server,
 * which signs in to the cloud with them and keeps only the session. The same fields and rules
 * as the sign-in page; a refusal is a toast with the server's words, as there.
 */
export function LinkForm(props: { disabled: boolean }) {
  const { t } = useTranslation('upstream');
  const { link } = useUpstreamActions();
  const form = useForm<LoginInput>({ resolver: formResolver(loginSchema) });

  const submit = form.handleSubmit(async (credentials) => {
    const linked = await runUpstreamAction(t, () => link(credentials), {
      success: t('done.linked'),
      failure: t('failed.link'),
    });
    // The password is not kept on the page once the server has it.
    if (linked) form.reset({ username: '', password: '' });
  });

  return (
    <CredentialsForm form={form} onSubmit={submit} text={(key) => t(`form.${key}`)}>
      <Button
        type="submit"
        leftSection={<IconCloudUp size={18} aria-hidden />}
        loading={form.formState.isSubmitting}
        disabled={props.disabled}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('form.submit')}
      </Button>
    </CredentialsForm>
  );
}

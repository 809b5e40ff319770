import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import {
  DEFAULT_COUNTRY,
  INTERESTS,
  type SignupProfile,
  type SignupProfileInput,
  signupPayloadSchema,
  signupProfileSchema,
} from '@trilha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { MultiSelectField, SelectField } from '../../components/form/ChoiceFields';
import { PhoneInput } from '../../components/form/ContactInputs';
import { useFieldErrorText } from '../../components/form/field-error';
import { formResolver } from '../../components/form/form-resolver';
import { CHOICE_FIELDS, LOCATION_FIELDS } from '../../components/form/profile-fields';
import { OfflineNotice } from '../../components/OfflineNotice';
import { apiPost, errorText, isNetworkError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { AuthCard } from './AuthCard';
import { useReturnPath, withReturnPath } from './return-path';
import { SignupSteps } from './SignupSteps';
import { clearSignupAccount, readSignupAccount } from './signup-storage';

const EMPTY_PROFILE: SignupProfileInput = {
  company: '',
  role: '',
  industry: '',
  experience: '',
  country: DEFAULT_COUNTRY,
  state: '',
  city: '',
  zipCode: '',
  phone: '',
  bio: '',
  interests: [],
};

/**
 * Signup step 2: the profile. With the account data of step 1 it creates the account
 * (POST /api/auth/signup), says so in a notification and sends the person to /login. Without step-1
 * data in this tab there is nothing to complete: back to /signup.
 */
export function CompleteProfilePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { online } = useNetwork();
  const fieldError = useFieldErrorText();
  const returnPath = useReturnPath();
  const [account] = useState(readSignupAccount);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignupProfileInput, unknown, SignupProfile>({
    resolver: formResolver(signupProfileSchema),
    defaultValues: EMPTY_PROFILE,
  });

  if (!account) return <Navigate to={withReturnPath('/signup', returnPath)} replace />;

  const submit = handleSubmit(async (profile) => {
    const payload = signupPayloadSchema.safeParse({ ...account, ...profile });
    if (!payload.success) {
      notify({ kind: 'error', title: t('completeProfile.stepError') });
      return;
    }
    try {
      await apiPost('/api/auth/signup', payload.data);
    } catch (error) {
      notify({
        kind: 'error',
        title: t('completeProfile.createError'),
        message: isNetworkError(error) ? t('completeProfile.networkError') : errorText(error, ''),
      });
      return;
    }
    notify({ kind: 'success', title: t('completeProfile.success') });
    clearSignupAccount();
    navigate(withReturnPath('/login', returnPath));
  });

  const optional = (label: string) => `${label} ${t('completeProfile.optional')}`;

  return (
    <AuthCard
      size={720}
      title={t('completeProfile.title')}
      subtitle={t('completeProfile.subtitle')}
    >
      <SignupSteps step={2} />
      {!online && (
        <OfflineNotice title={t('offlineTitle')} message={t('completeProfile.offline')} />
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('completeProfile.role')}
              autoComplete="organization-title"
              withAsterisk
              error={fieldError(errors.role)}
              {...register('role')}
            />
            <TextInput
              label={optional(t('completeProfile.company'))}
              autoComplete="organization"
              error={fieldError(errors.company)}
              {...register('company')}
            />
            {CHOICE_FIELDS.map(({ name, options }) => (
              <SelectField
                key={name}
                control={control}
                name={name}
                options={options}
                label={t(`completeProfile.${name}`)}
                placeholder={t('completeProfile.selectPlaceholder')}
                withAsterisk
                error={fieldError(errors[name])}
              />
            ))}
            {LOCATION_FIELDS.map(({ name, autoComplete }) => (
              <TextInput
                key={name}
                label={t(`completeProfile.${name}`)}
                autoComplete={autoComplete}
                withAsterisk
                error={fieldError(errors[name])}
                {...register(name)}
              />
            ))}
            <PhoneInput
              label={optional(t('completeProfile.phone'))}
              error={fieldError(errors.phone)}
              {...register('phone')}
            />
          </SimpleGrid>
          <Textarea
            label={optional(t('completeProfile.bio'))}
            placeholder={t('completeProfile.bioPlaceholder')}
            rows={4}
            error={fieldError(errors.bio)}
            {...register('bio')}
          />
          <MultiSelectField
            control={control}
            name="interests"
            options={INTERESTS}
            label={optional(t('completeProfile.interests'))}
            placeholder={t('completeProfile.interestsPlaceholder')}
            searchable
            clearable
            error={fieldError(errors.interests)}
          />
          <Group justify="space-between" mt="xs">
            <Button component={Link} to={withReturnPath('/signup', returnPath)} variant="default">
              {t('completeProfile.back')}
            </Button>
            <Button type="submit" size="md" loading={isSubmitting} disabled={!online}>
              {t('completeProfile.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}

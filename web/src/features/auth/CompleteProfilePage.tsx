import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import {
  DEFAULT_COUNTRY,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  INTERESTS,
  type SignupProfile,
  type SignupProfileInput,
  signupPayloadSchema,
  signupProfileSchema,
} from '@trilha/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { apiPost, errorText, isNetworkError } from '../../lib/api';
import { AuthCard } from './AuthCard';
import { OfflineNotice } from './OfflineNotice';
import { SignupSteps } from './SignupSteps';
import { useSchemaMessage } from './schema-messages';
import { clearSignupAccount, readSignupAccount } from './signup-storage';

// Option labels are data (stored as chosen), so they stay as the spec gives them, in pt-BR.
const industryOptions = [...INDUSTRIES];
const experienceOptions = [...EXPERIENCE_LEVELS];
const interestOptions = [...INTERESTS];

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
 * (POST /api/auth/signup), says so in an alert and sends the person to /login. Without step-1
 * data in this tab there is nothing to complete: back to /signup.
 */
export function CompleteProfilePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { online } = useNetwork();
  const fieldError = useSchemaMessage();
  const [account] = useState(readSignupAccount);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignupProfileInput, unknown, SignupProfile>({
    resolver: zodResolver(signupProfileSchema),
    defaultValues: EMPTY_PROFILE,
  });

  if (!account) return <Navigate to="/signup" replace />;

  const submit = handleSubmit(async (profile) => {
    const payload = signupPayloadSchema.safeParse({ ...account, ...profile });
    if (!payload.success) {
      window.alert(t('completeProfile.stepError'));
      return;
    }
    try {
      await apiPost('/api/auth/signup', payload.data);
    } catch (error) {
      window.alert(
        isNetworkError(error)
          ? t('completeProfile.networkError')
          : errorText(error, t('completeProfile.createError')),
      );
      return;
    }
    window.alert(t('completeProfile.success'));
    clearSignupAccount();
    navigate('/login');
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
              error={fieldError(errors.role?.message)}
              {...register('role')}
            />
            <TextInput
              label={optional(t('completeProfile.company'))}
              autoComplete="organization"
              error={fieldError(errors.company?.message)}
              {...register('company')}
            />
            <Controller
              control={control}
              name="industry"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  label={t('completeProfile.industry')}
                  placeholder={t('completeProfile.selectPlaceholder')}
                  data={industryOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  withAsterisk
                  error={fieldError(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="experience"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  label={t('completeProfile.experience')}
                  placeholder={t('completeProfile.selectPlaceholder')}
                  data={experienceOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  withAsterisk
                  error={fieldError(fieldState.error?.message)}
                />
              )}
            />
            <TextInput
              label={t('completeProfile.country')}
              autoComplete="country-name"
              withAsterisk
              error={fieldError(errors.country?.message)}
              {...register('country')}
            />
            <TextInput
              label={t('completeProfile.state')}
              autoComplete="address-level1"
              withAsterisk
              error={fieldError(errors.state?.message)}
              {...register('state')}
            />
            <TextInput
              label={t('completeProfile.city')}
              autoComplete="address-level2"
              withAsterisk
              error={fieldError(errors.city?.message)}
              {...register('city')}
            />
            <TextInput
              label={t('completeProfile.zipCode')}
              autoComplete="postal-code"
              withAsterisk
              error={fieldError(errors.zipCode?.message)}
              {...register('zipCode')}
            />
            <TextInput
              label={optional(t('completeProfile.phone'))}
              type="tel"
              autoComplete="tel"
              error={fieldError(errors.phone?.message)}
              {...register('phone')}
            />
          </SimpleGrid>
          <Textarea
            label={optional(t('completeProfile.bio'))}
            placeholder={t('completeProfile.bioPlaceholder')}
            rows={4}
            error={fieldError(errors.bio?.message)}
            {...register('bio')}
          />
          <Controller
            control={control}
            name="interests"
            render={({ field, fieldState }) => (
              <MultiSelect
                ref={field.ref}
                label={optional(t('completeProfile.interests'))}
                placeholder={t('completeProfile.interestsPlaceholder')}
                data={interestOptions}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                clearable
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Group justify="space-between" mt="xs">
            <Button component={Link} to="/signup" variant="default">
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

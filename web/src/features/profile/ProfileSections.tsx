import {
  Card,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { EXPERIENCE_LEVELS, INDUSTRIES, INTERESTS, type ProfileUpdateInput } from '@trilha/shared';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaMessage } from './schema-messages';

// The three groups of fields of 'Meu Perfil'. They read the form from its context, so the page
// composes them without threading props through.

function SectionCard(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="md">
        {props.title}
      </Title>
      <Stack gap="md">{props.children}</Stack>
    </Card>
  );
}

/** The spec's option lists, plus a stored value that is no longer among them, so it still shows. */
function optionsWith(options: readonly string[], current: string | undefined): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

export function PersonalSection() {
  const { t } = useTranslation('profile');
  const fieldError = useSchemaMessage();
  const {
    register,
    formState: { errors },
  } = useFormContext<ProfileUpdateInput>();
  return (
    <SectionCard title={t('sections.personal')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t('fields.name')}
          autoComplete="name"
          error={fieldError(errors.name?.message)}
          {...register('name')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <TextInput
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          error={fieldError(errors.phone?.message)}
          {...register('phone')}
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.bio')}
        placeholder={t('placeholders.bio')}
        rows={4}
        error={fieldError(errors.bio?.message)}
        {...register('bio')}
      />
    </SectionCard>
  );
}

export function ProfessionalSection() {
  const { t } = useTranslation('profile');
  const fieldError = useSchemaMessage();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfileUpdateInput>();
  return (
    <SectionCard title={t('sections.professional')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t('fields.jobRole')}
          autoComplete="organization-title"
          error={fieldError(errors.jobRole?.message)}
          {...register('jobRole')}
        />
        <TextInput
          label={t('fields.company')}
          autoComplete="organization"
          error={fieldError(errors.company?.message)}
          {...register('company')}
        />
        {(['industry', 'experience'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label={t(`fields.${name}`)}
                placeholder={t('placeholders.select')}
                // Option labels are data, kept as the spec gives them (pt-BR).
                data={optionsWith(
                  name === 'industry' ? INDUSTRIES : EXPERIENCE_LEVELS,
                  field.value,
                )}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                clearable
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <Controller
        control={control}
        name="interests"
        render={({ field, fieldState }) => (
          <MultiSelect
            ref={field.ref}
            label={t('fields.interests')}
            placeholder={t('placeholders.interests')}
            data={[...new Set([...INTERESTS, ...(field.value ?? [])])]}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            searchable
            clearable
            error={fieldError(fieldState.error?.message)}
          />
        )}
      />
    </SectionCard>
  );
}

export function LocationSection() {
  const { t } = useTranslation('profile');
  const fieldError = useSchemaMessage();
  const {
    register,
    formState: { errors },
  } = useFormContext<ProfileUpdateInput>();
  const fields = [
    { name: 'country', autoComplete: 'country-name' },
    { name: 'state', autoComplete: 'address-level1' },
    { name: 'city', autoComplete: 'address-level2' },
    { name: 'zipCode', autoComplete: 'postal-code' },
  ] as const;
  return (
    <SectionCard title={t('sections.location')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {fields.map(({ name, autoComplete }) => (
          <TextInput
            key={name}
            label={t(`fields.${name}`)}
            autoComplete={autoComplete}
            error={fieldError(errors[name]?.message)}
            {...register(name)}
          />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

import { Card, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { INTERESTS, type ProfileUpdateInput } from '@trilha/shared';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MultiSelectField, SelectField } from '../../components/form/ChoiceFields';
import { EmailInput, PhoneInput } from '../../components/form/ContactInputs';
import { useFieldErrorText } from '../../components/form/field-error';
import { CHOICE_FIELDS, LOCATION_FIELDS } from '../../components/form/profile-fields';

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

/** What every section reads: the page's texts, the validation messages and the shared form. */
function useSection() {
  const { t } = useTranslation('profile');
  const fieldError = useFieldErrorText();
  const { register, control, formState } = useFormContext<ProfileUpdateInput>();
  return { t, fieldError, register, control, errors: formState.errors };
}

export function PersonalSection() {
  const { t, fieldError, register, errors } = useSection();
  return (
    <SectionCard title={t('sections.personal')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t('fields.name')}
          autoComplete="name"
          error={fieldError(errors.name)}
          {...register('name')}
        />
        <EmailInput
          label={t('fields.email')}
          withAsterisk
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <PhoneInput
          label={t('fields.phone')}
          error={fieldError(errors.phone)}
          {...register('phone')}
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.bio')}
        placeholder={t('placeholders.bio')}
        rows={4}
        error={fieldError(errors.bio)}
        {...register('bio')}
      />
    </SectionCard>
  );
}

export function ProfessionalSection() {
  const { t, fieldError, register, control, errors } = useSection();
  return (
    <SectionCard title={t('sections.professional')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t('fields.jobRole')}
          autoComplete="organization-title"
          error={fieldError(errors.jobRole)}
          {...register('jobRole')}
        />
        <TextInput
          label={t('fields.company')}
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
            label={t(`fields.${name}`)}
            placeholder={t('placeholders.select')}
            clearable
            error={fieldError(errors[name])}
          />
        ))}
      </SimpleGrid>
      <MultiSelectField
        control={control}
        name="interests"
        options={INTERESTS}
        label={t('fields.interests')}
        placeholder={t('placeholders.interests')}
        searchable
        clearable
        error={fieldError(errors.interests)}
      />
    </SectionCard>
  );
}

export function LocationSection() {
  const { t, fieldError, register, errors } = useSection();
  return (
    <SectionCard title={t('sections.location')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {LOCATION_FIELDS.map(({ name, autoComplete }) => (
          <TextInput
            key={name}
            label={t(`fields.${name}`)}
            autoComplete={autoComplete}
            error={fieldError(errors[name])}
            {...register(name)}
          />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

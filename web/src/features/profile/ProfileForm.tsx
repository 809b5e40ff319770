import { Alert, Button, Grid, Group, Loader, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import {
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
  profileSchema,
  profileUpdateSchema,
} from '@trilha/shared';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../components/form/field-error';
import { formResolver } from '../../components/form/form-resolver';
import { apiPut, errorText, isNetworkError } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { PhotoCard } from './PhotoCard';
import { LocationSection, PersonalSection, ProfessionalSection } from './ProfileSections';

/** The saved profile from the PUT answer, when it is one (the spec leaves the shape open). */
function savedProfile(answer: unknown): Profile | null {
  if (!answer || typeof answer !== 'object' || !('email' in answer)) return null;
  const parsed = profileSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

/**
 * The profile form: photo, personal, professional and location. Saving sends every profile
 * field (PUT /api/users/profile), then reloads the profile and updates the signed-in user.
 */
export function ProfileForm(props: { profile: Profile; onSaved(): Promise<void> }) {
  const { t } = useTranslation('profile');
  const { online } = useNetwork();
  const setUser = useAuth((state) => state.setUser);
  const fieldError = useFieldErrorText();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: formResolver(profileUpdateSchema),
    defaultValues: props.profile,
  });
  const { control, reset, setValue, handleSubmit, formState } = form;
  const name = useWatch({ control, name: 'name' }) ?? '';
  const picture = useWatch({ control, name: 'profilePicture' }) ?? '';

  // A refreshed profile (after a save) becomes the form's new starting point.
  useEffect(() => {
    reset(props.profile);
  }, [props.profile, reset]);

  const save = handleSubmit(async (values) => {
    let answer: unknown;
    try {
      answer = await apiPut<unknown>('/api/users/profile', values);
    } catch (error) {
      notify({
        title: t('saveError'),
        message: isNetworkError(error) ? t('saveOffline') : errorText(error, t('saveError')),
        kind: 'error',
      });
      return;
    }
    notify({ title: t('saved.title'), message: t('saved.message'), kind: 'success' });
    const saved = savedProfile(answer);
    const user = useAuth.getState().user;
    if (saved && user) setUser({ ...user, ...saved });
    await props.onSaved();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PhotoCard
              name={name}
              picture={picture}
              changed={picture !== props.profile.profilePicture}
              error={fieldError(formState.errors.profilePicture)}
              onChange={(value) =>
                setValue('profilePicture', value, { shouldDirty: true, shouldValidate: true })
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <PersonalSection />
              <ProfessionalSection />
              <LocationSection />
              {!online && (
                <Alert color="yellow" variant="light" icon={<IconWifiOff size={20} />}>
                  {t('saveOffline')}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="md"
                  disabled={formState.isSubmitting || !online}
                  leftSection={formState.isSubmitting ? <Loader size={16} /> : undefined}
                >
                  {formState.isSubmitting ? t('saving') : t('save')}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </FormProvider>
  );
}

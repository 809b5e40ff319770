import { Avatar, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { initialsOf, MAX_PROFILE_PICTURE_BYTES } from '@trilha/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { scaleImage } from './scale-image';

/**
 * The photo card: the avatar (photo, else the name's initials), a change-photo button and the
 * hint. A chosen file is checked (an image, at most 5 MB), scaled down in the browser and handed
 * to the form; it is saved with the rest of the profile.
 */
export function PhotoCard(props: {
  name: string;
  picture: string;
  /** Whether the picture differs from the saved one. */
  changed: boolean;
  /** A rule the picture breaks, already translated. */
  error?: string | undefined;
  onChange(picture: string): void;
}) {
  const { t } = useTranslation('profile');
  const [preparing, setPreparing] = useState(false);
  // Lets the same file be chosen again after it was rejected or removed.
  const resetFile = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify({ title: t('photo.invalidTitle'), message: t('photo.invalid'), kind: 'error' });
      return;
    }
    if (file.size > MAX_PROFILE_PICTURE_BYTES) {
      notify({ title: t('photo.tooLargeTitle'), message: t('photo.tooLarge'), kind: 'error' });
      return;
    }
    setPreparing(true);
    try {
      props.onChange(await scaleImage(file));
    } catch (error) {
      console.warn('profile photo could not be read', error);
      notify({ title: t('photo.invalidTitle'), message: t('photo.unreadable'), kind: 'error' });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('photo.title')}
      </Title>
      <Stack align="center" gap="md">
        <Avatar
          src={props.picture || null}
          alt={t('photo.alt', { name: props.name || t('photo.you') })}
          size={120}
          radius={120}
          color="violet"
          variant="filled"
        >
          <Text fz={40} fw={700} c="white" aria-hidden>
            {initialsOf(props.name)}
          </Text>
        </Avatar>
        <Group gap="xs" justify="center">
          <FileButton onChange={(file) => void choose(file)} accept="image/*" resetRef={resetFile}>
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="light"
                leftSection={<IconCamera size={18} />}
                loading={preparing}
              >
                {t('photo.change')}
              </Button>
            )}
          </FileButton>
          {props.picture && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} />}
              onClick={() => props.onChange('')}
            >
              {t('photo.remove')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed" ta="center">
          {t('photo.hint')}
        </Text>
        {props.error && (
          <Text size="sm" c="red.8" ta="center" role="alert">
            {props.error}
          </Text>
        )}
        {props.changed && !props.error && (
          <Text size="sm" c="violet.9" ta="center" role="status">
            {t('photo.pending')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

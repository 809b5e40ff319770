import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { AVATAR_MAX_BYTES, AVATAR_MAX_EDGE_PX } from '@trilha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoSourceButtons } from './PhotoSourceButtons';
import { usePhotoIntake } from './usePhotoIntake';

/** An avatar is a small circle: 512 px and about 100 kB are plenty, 256 kB is the schema's cap. */
const AVATAR_SCALE = {
  maxEdge: AVATAR_MAX_EDGE_PX,
  targetBytes: 96 * 1024,
  maxBytes: AVATAR_MAX_BYTES,
};

/** One picture (a persona's face): the circle, take or choose a photo, remove it. */
export function AvatarPicker(props: {
  value: string;
  alt: string;
  /** Shown in the circle when there is no picture (the initials). */
  fallback: ReactNode;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('photos');
  const { intake, busy, errors } = usePhotoIntake(AVATAR_SCALE);
  const choose = async (files: File[]) => {
    const [photo] = await intake(files.slice(0, 1));
    if (photo) props.onChange(photo);
  };
  return (
    <Stack gap="xs">
      <Group gap="md" wrap="wrap">
        <Avatar src={props.value || null} alt={props.alt} size={72} radius="xl" color="violet">
          {props.fallback}
        </Avatar>
        <PhotoSourceButtons multiple={false} busy={busy} onFiles={(files) => void choose(files)} />
        {props.value && (
          <Button
            variant="subtle"
            color="red"
            mih={44}
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => props.onChange('')}
          >
            {t('avatar.remove')}
          </Button>
        )}
      </Group>
      {errors.map((message) => (
        <Text key={message} size="sm" c="red.8" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}

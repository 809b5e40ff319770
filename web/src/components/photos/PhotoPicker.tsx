import { Input, Progress, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoGallery } from './PhotoGallery';
import { PhotoSourceButtons } from './PhotoSourceButtons';
import type { PhotoScaleOptions } from './scale-photo';
import { usePhotoIntake } from './usePhotoIntake';

/**
 * The photos field of a form: the photos so far (each removable), 'Tirar foto' and 'Escolher
 * fotos', a progress bar while they are scaled, and why a file was refused. Past `max`, the
 * extra files are refused with the schema's own message ("Máximo de 6 itens", in words).
 */
export function PhotoPicker(props: {
  label: string;
  photos: readonly string[];
  max: number;
  /** What the photos show, for their alt texts. */
  subject: string;
  onChange(photos: string[]): void;
  /** A rule the list breaks (from the form's schema), already translated. */
  error?: string | undefined;
  scale?: PhotoScaleOptions;
}) {
  const { t } = useTranslation('photos');
  const { intake, progress, busy, errors, setErrors } = usePhotoIntake(props.scale);
  // Scaling takes a while: a photo removed meanwhile must not come back when it ends.
  const current = useRef(props.photos);
  current.current = props.photos;
  const room = props.max - props.photos.length;
  const full = room <= 0;
  const maxMessage = t('validation.maxItems', { max: props.max });

  const add = async (files: File[]) => {
    const accepted = files.slice(0, Math.max(room, 0));
    const refused = files.length > accepted.length;
    const added = await intake(accepted);
    if (refused) setErrors((failures) => [...failures, maxMessage]);
    if (added.length > 0) props.onChange([...current.current, ...added].slice(0, props.max));
  };
  const remove = (index: number) =>
    props.onChange(current.current.filter((_, position) => position !== index));

  const messages = [...errors, ...(props.error ? [props.error] : [])];
  return (
    <Input.Wrapper label={props.label} description={t('hint')}>
      <Stack gap="xs" mt={6}>
        <PhotoGallery photos={props.photos} subject={props.subject} size={96} onRemove={remove} />
        <PhotoSourceButtons
          multiple
          busy={busy}
          disabled={full}
          onFiles={(files) => void add(files)}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {full ? maxMessage : t('count', { count: props.photos.length, max: props.max })}
        </Text>
        {progress && (
          <Stack gap={4} role="status">
            <Text size="sm">
              {t('preparing', { current: progress.current, total: progress.total })}
            </Text>
            <Progress value={(100 * (progress.current - 0.5)) / progress.total} animated />
          </Stack>
        )}
        {messages.map((message) => (
          <Text key={message} size="sm" c="red.8" role="alert">
            {message}
          </Text>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}

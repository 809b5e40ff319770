import { ActionIcon, Box, Button, Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../lazy-dialogs';
import { ConfirmDeleteDialog } from '../records/ConfirmDeleteDialog';
import classes from './photos.module.css';

/**
 * A record's photos as thumbnails. Each opens full size in a dialog (arrows or the buttons go to
 * the neighbours, Esc closes); with `onRemove`, each also has a remove button, confirmed first.
 */
export function PhotoGallery(props: {
  photos: readonly string[];
  /** What the photos show (the observation's place, the prototype's name), for alt texts. */
  subject: string;
  /** Thumbnail edge in px: small in a card, larger in a form. */
  size?: number;
  onRemove?(index: number): void;
}) {
  const { t } = useTranslation('photos');
  const [open, setOpen] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const { photos } = props;
  const count = photos.length;
  if (count === 0) return null;
  const size = props.size ?? 72;
  const label = (key: string, index: number) =>
    t(key, { number: index + 1, count, subject: props.subject });
  const step = (delta: number) =>
    setOpen((index) => (index === null ? null : (index + delta + count) % count));
  const onViewerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };
  const shown = open === null ? undefined : photos[open];

  return (
    <>
      <Group gap={props.onRemove ? 'md' : 'xs'} role="list" aria-label={t('gallery.label')}>
        {photos.map((photo, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may be added twice
          <Box key={index} role="listitem" className={classes.thumb} w={size} h={size}>
            <UnstyledButton
              className={classes.thumbButton}
              onClick={() => setOpen(index)}
              aria-label={label('gallery.open', index)}
            >
              <Image src={photo} alt={label('gallery.alt', index)} w={size} h={size} fit="cover" />
            </UnstyledButton>
            {props.onRemove && (
              <ActionIcon
                className={classes.remove}
                size={32}
                radius="xl"
                variant="filled"
                color="dark"
                aria-label={label('gallery.remove', index)}
                onClick={() => setRemoving(index)}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            )}
          </Box>
        ))}
      </Group>
      <LazyModal
        opened={shown !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? '' : label('gallery.viewerTitle', open)}
        size="xl"
        centered
        onKeyDown={onViewerKey}
      >
        {open !== null && shown !== undefined && (
          <Stack data-testid="photo-viewer">
            <Image src={shown} alt={label('gallery.alt', open)} fit="contain" mah="70vh" />
            {count > 1 && (
              <Group justify="space-between">
                <Button
                  variant="default"
                  mih={44}
                  leftSection={<IconChevronLeft size={18} aria-hidden />}
                  onClick={() => step(-1)}
                >
                  {t('gallery.previous')}
                </Button>
                <Button
                  variant="default"
                  mih={44}
                  rightSection={<IconChevronRight size={18} aria-hidden />}
                  onClick={() => step(1)}
                >
                  {t('gallery.next')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </LazyModal>
      {props.onRemove && (
        <ConfirmDeleteDialog
          opened={removing !== null}
          title={t('gallery.confirmTitle')}
          message={removing === null ? '' : label('gallery.confirmMessage', removing)}
          onCancel={() => setRemoving(null)}
          onConfirm={async () => {
            if (removing !== null) props.onRemove?.(removing);
            setRemoving(null);
          }}
        />
      )}
    </>
  );
}

import { Button, FileButton, Group } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Tirar foto' opens the camera on a tablet or phone (capture="environment", the back camera);
 * on a desktop the same input simply opens the file chooser. 'Escolher fotos' picks existing
 * files, several at once when `multiple`.
 */
export function PhotoSourceButtons(props: {
  multiple: boolean;
  disabled?: boolean;
  busy: boolean;
  onFiles(files: File[]): void;
}) {
  const { t } = useTranslation('photos');
  // Lets the same file be chosen again after it was refused or removed.
  const resetCamera = useRef<() => void>(null);
  const resetFiles = useRef<() => void>(null);
  const deliver = (files: File[], reset: React.RefObject<(() => void) | null>) => {
    reset.current?.();
    if (files.length > 0) props.onFiles(files);
  };
  const disabled = props.disabled || props.busy;
  return (
    <Group gap="xs">
      <FileButton
        accept="image/*"
        capture="environment"
        resetRef={resetCamera}
        disabled={disabled}
        onChange={(file) => deliver(file ? [file] : [], resetCamera)}
        inputProps={{ 'data-testid': 'photo-camera-input' } as React.ComponentProps<'input'>}
      >
        {(buttonProps) => (
          <Button
            {...buttonProps}
            variant="light"
            mih={44}
            leftSection={<IconCamera size={18} aria-hidden />}
            disabled={disabled}
            loading={props.busy}
          >
            {t('take')}
          </Button>
        )}
      </FileButton>
      <FileButton
        accept="image/*"
        multiple={props.multiple}
        resetRef={resetFiles}
        disabled={disabled}
        onChange={(picked: File | File[] | null) =>
          deliver(Array.isArray(picked) ? picked : picked ? [picked] : [], resetFiles)
        }
        inputProps={{ 'data-testid': 'photo-file-input' } as React.ComponentProps<'input'>}
      >
        {(buttonProps) => (
          <Button
            {...buttonProps}
            variant="default"
            mih={44}
            leftSection={<IconPhoto size={18} aria-hidden />}
            disabled={disabled}
          >
            {props.multiple ? t('choose') : t('chooseOne')}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

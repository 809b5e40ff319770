import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoError, type PhotoScaleOptions, scalePhoto } from './scale-photo';

export interface IntakeProgress {
  /** 1-based: the photo being scaled now. */
  current: number;
  total: number;
}

/**
 * Turns chosen files into scaled photos one at a time (a tablet decodes a 12-megapixel photo in
 * a second or so, and several at once could run it out of memory), with the progress to show
 * and a message per file that could not be used.
 */
export function usePhotoIntake(options: PhotoScaleOptions = {}) {
  const { t } = useTranslation('photos');
  const [progress, setProgress] = useState<IntakeProgress | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const intake = async (files: readonly File[]): Promise<string[]> => {
    const photos: string[] = [];
    const failures: string[] = [];
    try {
      for (const [index, file] of files.entries()) {
        setProgress({ current: index + 1, total: files.length });
        try {
          photos.push(await scalePhoto(file, options));
        } catch (error) {
          const reason = error instanceof PhotoError ? error.reason : 'undecodable';
          if (!(error instanceof PhotoError)) console.warn('photo could not be scaled', error);
          failures.push(t(`errors.${reason}`, { name: file.name }));
        }
      }
    } finally {
      setProgress(null);
    }
    setErrors(failures);
    return photos;
  };

  return { intake, progress, busy: progress !== null, errors, setErrors };
}

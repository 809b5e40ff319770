import { PROFILE_PICTURE_INVALID_MESSAGE, PROFILE_PICTURE_TOO_LARGE_MESSAGE } from '@trilha/shared';
import { useTranslation } from 'react-i18next';

/**
 * The shared profile schema speaks pt-BR (the spec's wording); this maps its messages to keys of
 * the `profile` catalogue so other languages get them translated. Unknown ones show as they are.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Email é obrigatório': 'emailRequired',
  'Email inválido': 'emailInvalid',
  [PROFILE_PICTURE_TOO_LARGE_MESSAGE]: 'pictureTooLarge',
  [PROFILE_PICTURE_INVALID_MESSAGE]: 'pictureInvalid',
};

const MAX_CHARS = /^Máximo de (\d+) caracteres$/;
const MAX_INTERESTS = /^Escolha no máximo (\d+) interesses$/;

export function useSchemaMessage() {
  const { t } = useTranslation('profile');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = MESSAGE_KEYS[message];
    if (key) return t(`validation.${key}`);
    const maxChars = MAX_CHARS.exec(message);
    if (maxChars) return t('validation.maxChars', { max: Number(maxChars[1]) });
    const maxInterests = MAX_INTERESTS.exec(message);
    if (maxInterests) return t('validation.maxInterests', { max: Number(maxInterests[1]) });
    return message;
  };
}

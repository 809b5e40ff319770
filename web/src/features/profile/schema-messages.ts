import { PROFILE_PICTURE_INVALID_MESSAGE, PROFILE_PICTURE_TOO_LARGE_MESSAGE } from '@trilha/shared';
import { useSchemaMessageText } from '../../components/form/schema-message';

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

export const useSchemaMessage = () => useSchemaMessageText('profile', MESSAGE_KEYS);

import { useTranslation } from 'react-i18next';

/**
 * The shared zod schemas speak pt-BR (the spec's wording). This maps each of their messages used
 * by the auth forms to a key of the `auth` catalogue, so the other languages get them translated.
 * An unknown message is shown as it is rather than hidden.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Nome de usuário é obrigatório': 'usernameRequired',
  'Senha é obrigatória': 'passwordRequired',
  'Nome deve ter pelo menos 2 caracteres': 'nameMin',
  'Email inválido': 'emailInvalid',
  'Senha deve ter pelo menos 8 caracteres': 'passwordMin',
  'Senha deve ter no máximo 128 caracteres': 'passwordMax',
  'Deve conter pelo menos uma letra maiúscula': 'passwordUppercase',
  'Deve conter pelo menos uma letra minúscula': 'passwordLowercase',
  'Deve conter pelo menos um número': 'passwordDigit',
  'Senhas não coincidem': 'passwordsMismatch',
  'Cargo/função é obrigatório': 'roleRequired',
  'Área de atuação é obrigatória': 'industryRequired',
  'Experiência é obrigatória': 'experienceRequired',
  'País é obrigatório': 'countryRequired',
  'Estado é obrigatório': 'stateRequired',
  'Cidade é obrigatória': 'cityRequired',
  'CEP deve ter pelo menos 5 caracteres': 'zipCodeMin',
};

const MAX_CHARS = /^Máximo de (\d+) caracteres$/;
const MAX_INTERESTS = /^Escolha no máximo (\d+) interesses$/;

/** Returns a function that turns a schema message into the text to show under the field. */
export function useSchemaMessage() {
  const { t } = useTranslation('auth');
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

import { useSchemaMessageText } from '../../components/form/schema-message';

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

/** Returns a function that turns a schema message into the text to show under the field. */
export const useSchemaMessage = () => useSchemaMessageText('auth', MESSAGE_KEYS);

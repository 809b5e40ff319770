import type { TFunction } from 'i18next';

// The shared schemas speak pt-BR; these are their messages that the admin forms can show,
// translated for the other languages (pt-BR keeps the schema's words exactly).
const KEYS: Record<string, string> = {
  'As senhas não coincidem': 'passwordsDiffer',
  'Nome de usuário é obrigatório': 'usernameRequired',
  'Nome de usuário deve ter pelo menos 3 caracteres': 'usernameMin',
  'Senha é obrigatória': 'passwordRequired',
  'Senha deve ter pelo menos 8 caracteres': 'passwordMin',
  'Senha deve ter no máximo 128 caracteres': 'passwordMax',
  'Deve conter pelo menos uma letra maiúscula': 'passwordUppercase',
  'Deve conter pelo menos uma letra minúscula': 'passwordLowercase',
  'Deve conter pelo menos um número': 'passwordDigit',
  'Título é obrigatório': 'titleRequired',
  'Conteúdo é obrigatório': 'contentRequired',
  'Autor é obrigatório': 'authorRequired',
  'Categoria inválida': 'categoryInvalid',
  'Papel inválido': 'roleInvalid',
};

/** A field's error in the interface language; unknown messages are shown as they are. */
export function fieldError(t: TFunction<'admin'>, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEYS[message];
  if (key) return t(`validation.${key}` as never);
  const chars = /^Máximo de (\d+) caracteres$/.exec(message);
  if (chars) return t('validation.maxChars', { max: Number(chars[1]) });
  const items = /^Máximo de (\d+) itens$/.exec(message);
  if (items) return t('validation.maxItems', { max: Number(items[1]) });
  return message;
}

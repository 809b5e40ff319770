import { useSchemaMessageText } from '../form/schema-message';

/**
 * Every message the workspace entities' shared schemas can give, mapped to its key under
 * `validation` in the `workspace` namespace. One map for all tools: the schemas share their
 * wording, and the interviews' and test plans' different duration bounds keep different keys.
 */
const WORKSPACE_SCHEMA_MESSAGES: Readonly<Record<string, string>> = {
  'Título é obrigatório': 'titleRequired',
  'Nome é obrigatório': 'nameRequired',
  'Nome do participante é obrigatório': 'participantNameRequired',
  'Data é obrigatória': 'dateRequired',
  'Data inválida': 'dateInvalid',
  'Local é obrigatório': 'locationRequired',
  'Contexto é obrigatório': 'contextRequired',
  'Comportamento é obrigatório': 'behaviorRequired',
  'Idade deve ser um número inteiro': 'ageInteger',
  'Idade não pode ser negativa': 'ageNegative',
  'Idade deve ser no máximo 150': 'ageMax',
  'URL da imagem inválida': 'avatarInvalid',
  'Imagem inválida: use PNG, JPEG, GIF ou WebP': 'imageInvalid',
  'A foto deve ter no máximo 1MB': 'photoTooLarge',
  'O avatar deve ter no máximo 256 kB': 'avatarTooLarge',
  'A imagem deve ter no máximo 2MB': 'imageTooLarge',
  'Duração deve ser um número inteiro de minutos': 'durationInteger',
  'Duração deve ser de pelo menos 1 minuto': 'interviewDurationMin',
  'Duração deve ser de no máximo 1440 minutos': 'interviewDurationMax',
  'Usuário é obrigatório': 'userRequired',
  'Necessidade é obrigatória': 'needRequired',
  'Insight é obrigatório': 'insightRequired',
  'Declaração é obrigatória': 'statementRequired',
  'Pergunta é obrigatória': 'questionRequired',
  'Descrição é obrigatória': 'descriptionRequired',
  'Versão deve ser no mínimo 1': 'versionMin',
  'Versão deve ser um número inteiro': 'versionInteger',
  'Tipo de protótipo inválido': 'invalidOption',
  'Identificador inválido': 'invalidOption',
  'Status inválido': 'invalidOption',
  'Escopo inválido': 'invalidOption',
  'Prioridade inválida': 'invalidOption',
  'Nível de familiaridade com tecnologia inválido': 'invalidOption',
  'Viabilidade deve ser de 1 a 5': 'invalidOption',
  'Impacto deve ser de 1 a 5': 'invalidOption',
  'Metodologia é obrigatória': 'methodologyRequired',
  'Número de participantes é obrigatório': 'participantsRequired',
  'Participantes deve ser um número inteiro': 'participantsInteger',
  'Mínimo de 1 participante': 'participantsMin',
  'Máximo de 100 participantes': 'participantsMax',
  'Duração mínima de 1 minuto': 'sessionDurationMin',
  'Duração máxima de 480 minutos': 'sessionDurationMax',
  'Participante é obrigatório': 'participantRequired',
  'Taxa de sucesso deve ser um número': 'successRateRequired',
  'Taxa de sucesso deve estar entre 0 e 100': 'successRateRange',
  'Tempo deve ser um número inteiro de segundos': 'timeInteger',
  'Tempo não pode ser negativo': 'timeNegative',
  'Tempo total deve ser um número inteiro de segundos': 'timeInteger',
  'Tempo total não pode ser negativo': 'timeNegative',
  'Item não pode ficar em branco': 'blankItem',
  'Tarefa é obrigatória': 'blankItem',
};

/** A field's schema error as the text to show under it, in the interface language. */
export function useFieldMessage() {
  const text = useSchemaMessageText('workspace', WORKSPACE_SCHEMA_MESSAGES);
  return (error: { message?: string } | undefined) => text(error?.message);
}

/** Empty input for a number field means "not set"; a comma is read as a decimal point. */
export function numberOrNull(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const parsed = Number(String(value).replace(',', '.'));
  return String(value).trim() === '' || !Number.isFinite(parsed) ? null : parsed;
}

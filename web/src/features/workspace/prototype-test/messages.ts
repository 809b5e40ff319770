import { useTranslation } from 'react-i18next';

// The shared schemas speak Portuguese; the forms speak the interface language. Each schema
// message maps to a key of the namespace (unknown ones are shown as they are).
const MESSAGE_KEYS: Record<string, string> = {
  'Nome é obrigatório': 'validation.nameRequired',
  'Descrição é obrigatória': 'validation.descriptionRequired',
  'Versão deve ser no mínimo 1': 'validation.versionMin',
  'Versão deve ser um número inteiro': 'validation.versionInteger',
  'Tipo de protótipo inválido': 'validation.invalidOption',
  'Identificador inválido': 'validation.invalidOption',
  'Status inválido': 'validation.invalidOption',
  'Metodologia é obrigatória': 'validation.methodologyRequired',
  'Número de participantes é obrigatório': 'validation.participantsRequired',
  'Participantes deve ser um número inteiro': 'validation.participantsInteger',
  'Mínimo de 1 participante': 'validation.participantsMin',
  'Máximo de 100 participantes': 'validation.participantsMax',
  'Duração deve ser um número inteiro de minutos': 'validation.durationInteger',
  'Duração mínima de 1 minuto': 'validation.durationMin',
  'Duração máxima de 480 minutos': 'validation.durationMax',
  'Participante é obrigatório': 'validation.participantRequired',
  'Taxa de sucesso deve ser um número': 'validation.successRateRequired',
  'Taxa de sucesso deve estar entre 0 e 100': 'validation.successRateRange',
  'Tempo deve ser um número inteiro de segundos': 'validation.timeInteger',
  'Tempo não pode ser negativo': 'validation.timeNegative',
  'Tempo total deve ser um número inteiro de segundos': 'validation.timeInteger',
  'Tempo total não pode ser negativo': 'validation.timeNegative',
  'Item não pode ficar em branco': 'validation.blankItem',
};

/** Turns a field error of a shared schema into a text in the interface language. */
export function useFieldMessage() {
  const { t } = useTranslation('prototypeTest');
  return (error: { message?: string } | undefined): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    const key = MESSAGE_KEYS[message];
    if (key) return t(key);
    const tooMany = /^Máximo de (\d+) (caracteres|itens)$/.exec(message);
    if (tooMany) {
      const max = Number(tooMany[1]);
      return tooMany[2] === 'itens'
        ? t('validation.maxItems', { max })
        : t('validation.maxChars', { max });
    }
    return message;
  };
}

/** A number input's value: a number, or null when empty or not a number. */
export function numberOrNull(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const parsed = Number(value.replace(',', '.'));
  return value.trim() === '' || !Number.isFinite(parsed) ? null : parsed;
}

// One definition for the whole workspace (records.ts).
export { changedFields } from '../records';

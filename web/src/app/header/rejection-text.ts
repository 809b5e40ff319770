import type { RejectedMutation } from '@trilha/sync';
import { useTranslation } from 'react-i18next';

/**
 * The server explains a refused change in pt-BR (the spec's language). In pt-BR that sentence is
 * shown as it is. In the other languages a plan limit — the refusal people can act on — gets
 * its full translation from the billing catalogue (the numbers and plan name read back from the
 * sentence), and any other refusal a translated sentence for its reason: a correct, less
 * detailed text beats a foreign one.
 */
const PLAN_LIMIT =
  /^Você atingiu o limite de (\d+) (projetos|personas por projeto) do plano (.+)\. Faça upgrade para continuar\.$/;
const LIMIT_KEYS = { projetos: 'maxProjects', 'personas por projeto': 'maxPersonasPerProject' };

export function useRejectionText(): (rejection: RejectedMutation) => string {
  const { t, i18n } = useTranslation();
  return (rejection) => {
    if (i18n.language === 'pt-BR') return rejection.message;
    const limit = PLAN_LIMIT.exec(rejection.message);
    if (limit) {
      const key = LIMIT_KEYS[limit[2] as keyof typeof LIMIT_KEYS];
      const sentence = t(`billing:limit.${key}`, { max: Number(limit[1]), plan: limit[3] });
      return `${sentence} ${t('billing:limit.upgradeHint')}`;
    }
    return t(`sync.reason.${rejection.reason}`);
  };
}

import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages/format';
import { allowsOneMore, canExport, planLimitMessage } from './plan-limits';

describe('allowsOneMore', () => {
  it('allows below the limit, refuses at it, and never limits null (unlimited)', () => {
    expect(allowsOneMore(3, 2)).toBe(true);
    expect(allowsOneMore(3, 3)).toBe(false);
    expect(allowsOneMore(0, 0)).toBe(false);
    expect(allowsOneMore(null, 10_000)).toBe(true);
  });
});

describe('canExport', () => {
  const free = { exportFormats: ['pdf' as const] };
  it('follows the plan for gated formats', () => {
    expect(canExport(free, 'pdf')).toBe(true);
    expect(canExport(free, 'png')).toBe(false);
    expect(canExport(free, 'csv')).toBe(false);
  });

  it('never gates the JSON backup, and refuses nothing while the plan is unknown', () => {
    expect(canExport({ exportFormats: [] }, 'json')).toBe(true);
    expect(canExport(undefined, 'png')).toBe(true);
  });
});

describe('planLimitMessage', () => {
  it('names the limit, the number and the plan, and says how to go on', () => {
    expect(planLimitMessage('maxProjects', { displayName: 'Free' }, 3)).toEqual({
      code: 'plan_limit.maxProjects',
      params: { max: 3, plan: 'Free' },
    });
    expect(formatMessage(planLimitMessage('maxProjects', { displayName: 'Free' }, 3))).toBe(
      'Você atingiu o limite de 3 projetos do plano Free. Faça upgrade para continuar.',
    );
    expect(formatMessage(planLimitMessage('aiChatLimit', { displayName: 'Pro' }, 200))).toBe(
      'Você atingiu o limite de 200 perguntas à IA por mês do plano Pro. Faça upgrade para continuar.',
    );
    expect(formatMessage(planLimitMessage('maxProjects', { displayName: 'Free' }, 3), 'en')).toBe(
      'You have reached the limit of 3 projects of the Free plan. Upgrade to continue.',
    );
  });
});

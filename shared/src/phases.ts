// The five Design Thinking phases, in order. Their numbers, keys and colours are part of the
// product's identity: every screen, the chat and the AI analysis refer to them.
// Each colour carries white text at 4.5:1 or more (WCAG AA), since badges and buttons use them.

export const PHASES = [
  {
    number: 1,
    key: 'empathize',
    namePt: 'Empatizar',
    nameEn: 'Empathize',
    color: '#7C3AED',
    descriptionPt:
      'Compreenda profundamente as pessoas para quem você projeta, observando, entrevistando e sentindo o que elas vivem.',
    descriptionEn:
      'Deeply understand the people you design for by observing, interviewing and feeling what they experience.',
    chatFocus: 'user-research',
  },
  {
    number: 2,
    key: 'define',
    namePt: 'Definir',
    nameEn: 'Define',
    color: '#2563EB',
    descriptionPt:
      'Transforme o que aprendeu em uma declaração clara do problema centrada nas necessidades do usuário.',
    descriptionEn:
      "Turn what you learned into a clear problem statement centred on the user's needs.",
    chatFocus: 'problem-definition',
  },
  {
    number: 3,
    key: 'ideate',
    namePt: 'Idear',
    nameEn: 'Ideate',
    color: '#B45309',
    descriptionPt:
      'Gere muitas ideias sem julgamento e depois escolha as mais promissoras para levar adiante.',
    descriptionEn:
      'Generate many ideas without judgement, then choose the most promising ones to take forward.',
    chatFocus: 'ideation',
  },
  {
    number: 4,
    key: 'prototype',
    namePt: 'Prototipar',
    nameEn: 'Prototype',
    color: '#047857',
    descriptionPt:
      'Dê forma às ideias com protótipos rápidos e baratos que possam ser colocados nas mãos das pessoas.',
    descriptionEn:
      "Give ideas a shape with quick, cheap prototypes that can be put in people's hands.",
    chatFocus: 'prototyping',
  },
  {
    number: 5,
    key: 'test',
    namePt: 'Testar',
    nameEn: 'Test',
    color: '#DC2626',
    descriptionPt:
      'Teste os protótipos com usuários reais, aprenda com o que funciona e o que não funciona, e itere.',
    descriptionEn:
      "Test the prototypes with real users, learn from what works and what doesn't, and iterate.",
    chatFocus: 'testing',
  },
] as const;

export type Phase = (typeof PHASES)[number];
export type PhaseNumber = Phase['number'];
export type PhaseKey = Phase['key'];
export type PhaseChatFocus = Phase['chatFocus'];

export const PHASE_NUMBERS = [1, 2, 3, 4, 5] as const satisfies readonly PhaseNumber[];
export const PHASE_KEYS = [
  'empathize',
  'define',
  'ideate',
  'prototype',
  'test',
] as const satisfies readonly PhaseKey[];

export function isPhaseNumber(value: unknown): value is PhaseNumber {
  return typeof value === 'number' && (PHASE_NUMBERS as readonly number[]).includes(value);
}

export function isPhaseKey(value: unknown): value is PhaseKey {
  return typeof value === 'string' && (PHASE_KEYS as readonly string[]).includes(value);
}

export function phaseByNumber(n: PhaseNumber): Phase;
export function phaseByNumber(n: number): Phase | undefined;
export function phaseByNumber(n: number): Phase | undefined {
  return PHASES.find((phase) => phase.number === n);
}

export function phaseByKey(key: PhaseKey): Phase;
export function phaseByKey(key: string): Phase | undefined;
export function phaseByKey(key: string): Phase | undefined {
  return PHASES.find((phase) => phase.key === key);
}

import exportsPtBR from '../../i18n/locales/pt-BR/exports.json';
import facilitationPtBR from '../../i18n/locales/pt-BR/facilitation.json';
import type { ProjectSnapshot } from './snapshot';
import type { Translate } from './tool-views';

const CATALOGS: Record<string, unknown> = {
  exports: exportsPtBR,
  facilitation: facilitationPtBR,
};
const plural = new Intl.PluralRules('pt-BR');

/**
 * The pt-BR texts as the app's i18next gives them: the exports namespace, another one by its
 * prefix ('facilitation:…'), {{name}} interpolation, and plurals by `count` (`_zero` first).
 */
export const translatePtBR: Translate = (key, options = {}) => {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['exports', key];
  const lookup = (name: string) =>
    name
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        CATALOGS[namespace ?? ''],
      );
  const count = options.count;
  const forms =
    typeof count === 'number'
      ? [...(count === 0 ? [`${path}_zero`] : []), `${path}_${plural.select(count)}`, path]
      : [path];
  const found = forms.map((form) => lookup(form ?? '')).find((text) => typeof text === 'string');
  if (typeof found !== 'string') throw new Error(`missing text: ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
};

const NOW = '2026-11-23T10:00:00.000Z';
const PROJECT = '0190c000-0000-7000-8000-0000000000a1';
const id = (n: number) => `0190c000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const stamps = { createdAt: NOW, updatedAt: NOW, projectId: PROJECT };

/** A workshop with a record of every tool, accents, commas, quotes and line breaks. */
export function workshopSnapshot(ideaCount = 2): ProjectSnapshot {
  const ideas = Array.from({ length: ideaCount }, (_, index) => ({
    ...stamps,
    id: id(1000 + index),
    title: index === 0 ? 'Senha por SMS, com "aviso"' : `Ideia ${index + 1}`,
    description:
      index === 0
        ? 'Avisar a vez\nsem fila na porta'
        : 'Uma ideia para reduzir a espera na recepção.',
    category: 'Serviço',
    feasibility: index % 5 === 0 ? null : (index % 5) + 1,
    impact: (index % 4) + 1,
    votes: index % 7,
    status: 'idea' as const,
    roundId: null,
    color: null,
    writerName: null,
    hiddenAt: null,
  }));
  return {
    project: {
      id: PROJECT,
      ownerId: id(1),
      name: 'Clínica da Família — Oficina de Acolhimento',
      description: 'Como reduzir a espera na recepção, com a equipe do plantão.',
      status: 'in_progress',
      currentPhase: 3,
      createdAt: NOW,
      updatedAt: NOW,
    },
    records: {
      empathyMaps: [
        {
          ...stamps,
          id: id(10),
          title: 'Enfermeira do plantão',
          says: ['"Não dá tempo de tudo"', 'Preciso de ajuda na triagem'],
          thinks: ['Os pacientes estão irritados'],
          does: ['Chama os nomes em voz alta', 'Anota em papel'],
          feels: [],
        },
      ],
      personas: [
        {
          ...stamps,
          id: id(20),
          name: 'Carla Menezes',
          age: 34,
          occupation: 'Recepcionista',
          bio: 'Trabalha há cinco anos na clínica.',
          techSavviness: 'medium',
          avatar: '',
          goals: ['Atender rápido'],
          frustrations: ['Sistema lento'],
          motivations: ['Ver pacientes satisfeitos'],
        },
      ],
      interviews: [
        {
          ...stamps,
          id: id(30),
          participantName: 'João',
          date: '2026-11-20',
          duration: 30,
          questions: ['Como é a espera?'],
          responses: ['Demorada, sem saber a vez'],
          insights: 'A incerteza incomoda mais que a demora.',
        },
      ],
      observations: [
        {
          ...stamps,
          id: id(40),
          location: 'Recepção',
          date: '2026-11-21',
          context: 'Segunda de manhã',
          behavior: 'Fila na porta antes de abrir',
          insights: '',
          photos: [],
        },
      ],
      povStatements: [
        {
          ...stamps,
          id: id(50),
          user: 'Pacientes',
          need: 'saber a vez',
          insight: 'esperam em pé',
          statement: 'Pacientes precisam saber a vez porque esperam em pé',
          priority: 'high',
        },
      ],
      hmwQuestions: [
        {
          ...stamps,
          id: id(60),
          question: 'Como poderíamos avisar a vez sem chamar em voz alta?',
          category: '',
          context: '',
          challenge: '',
          scope: 'service',
          priority: 'medium',
          votes: 2,
          roundId: null,
          color: null,
          writerName: null,
          hiddenAt: null,
        },
      ],
      ideas,
      prototypes: [
        {
          ...stamps,
          id: id(70),
          ideaId: ideas[0]?.id ?? null,
          name: 'Tela do SMS',
          type: 'paper',
          description: 'Esboço da mensagem',
          materials: ['Papel', 'Canetas'],
          images: [],
          version: 2,
          feedback: '',
        },
      ],
      testPlans: [
        {
          ...stamps,
          id: id(80),
          prototypeId: id(70),
          name: 'Teste com pacientes',
          objective: 'Ver se entendem a mensagem',
          methodology: 'Observação',
          participants: 5,
          duration: 60,
          tasks: ['Ler o SMS', 'Chegar na hora'],
          metrics: ['Taxa de sucesso'],
          status: 'completed',
        },
      ],
      testResults: [
        {
          ...stamps,
          id: id(90),
          testPlanId: id(80),
          participantId: 'P1',
          taskResults: [
            { task: 'Ler o SMS', success: true, timeSeconds: 20 },
            { task: 'Chegar na hora', success: false, timeSeconds: null },
          ],
          feedback: 'Gostou',
          successRate: 50,
          completionTime: 20,
          insights: '',
        },
      ],
      aiAnalyses: [],
      votingSessions: [],
      participants: [],
      dots: [],
      timers: [],
      silentRounds: [],
      wallGroups: [],
      comments: [],
      timeSpent: [],
      agendaSteps: [],
      roomControls: [],
    },
  } as ProjectSnapshot;
}

/** Ideas of the room's fixture: title, impact, feasibility, wall group ('' for none). */
export const ROOM_IDEAS: [string, number | null, number | null, string][] = [
  ['Agendar pelo WhatsApp', 5, 4, 'Agendamento'],
  ['Senha por SMS', 5, 2, 'Agendamento'],
  ['Totem de autoatendimento', 2, 2, 'Recepção'],
  ['Cadeiras para acompanhantes', 4, 5, 'Recepção'],
  ['Lembrete na véspera', 2, 5, ''],
  ['Painel com a vez na TV', null, null, ''],
];
export const ROOM_VOTING = 'Quais ideias prototipar?';
/** People of the revealed vote: each puts a dot on WhatsApp, some on others too. */
export const VOTERS = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo', 'Íris'];

/**
 * A workshop that voted, rated and clustered: a revealed, named vote with 9 dots on the
 * WhatsApp idea (Ana's fourth dot refused over the budget, Bruno's second dot on WhatsApp
 * refused as stacked), a HMW vote still open, four ideas on the matrix and one unrated, and
 * the wall's groups — 'Agendamento', 'Recepção' and an empty 'Sinalização'.
 */
export function roomSnapshot(): ProjectSnapshot {
  const snapshot = workshopSnapshot(0);
  const at = (second: number) => new Date(Date.UTC(2026, 10, 23, 10, 5, second)).toISOString();
  const ideas = ROOM_IDEAS.map(([title, impact, feasibility, category], index) => ({
    ...stamps,
    id: id(2000 + index),
    title,
    description: title,
    category,
    impact,
    feasibility,
    votes: 0,
    status: 'idea' as const,
    roundId: null,
    color: null,
    writerName: null,
    hiddenAt: null,
  }));
  const session = id(3000);
  const participants = VOTERS.map((name, index) => ({
    ...stamps,
    id: id(3100 + index),
    sessionId: session,
    name,
  }));
  const ballots: Record<string, number[]> = {
    Ana: [0, 1, 3, 4],
    Bruno: [0, 0, 1],
    Carla: [0, 2],
    Davi: [0, 1, 3],
  };
  let placed = 0;
  const dots = participants.flatMap((person) =>
    (ballots[person.name] ?? [0]).map((ideaIndex) => {
      placed += 1;
      return {
        ...stamps,
        createdAt: at(placed),
        id: id(3200 + placed),
        sessionId: session,
        participantId: person.id,
        itemId: id(2000 + ideaIndex),
        placedAt: at(placed),
      };
    }),
  );
  const group = (n: number, name: string, position: number) => ({
    ...stamps,
    id: id(3300 + n),
    name,
    position,
  });
  snapshot.records.ideas = ideas;
  snapshot.records.votingSessions = [
    {
      ...stamps,
      id: session,
      title: ROOM_VOTING,
      target: 'ideas',
      budget: 3,
      allowStacking: false,
      anonymous: false,
      status: 'revealed',
      appliedAt: null,
      endsAt: null,
      stepId: null,
    },
    {
      ...stamps,
      createdAt: at(59),
      id: id(3001),
      title: 'Qual pergunta seguimos?',
      target: 'hmwQuestions',
      budget: 2,
      allowStacking: false,
      anonymous: true,
      status: 'voting',
      appliedAt: null,
      endsAt: null,
      stepId: null,
    },
  ];
  snapshot.records.participants = participants;
  snapshot.records.dots = dots;
  snapshot.records.wallGroups = [
    group(2, 'Sinalização', 2),
    group(0, 'Agendamento', 0),
    group(1, 'Recepção', 1),
  ];
  return snapshot;
}

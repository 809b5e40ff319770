import ptBR from '../../i18n/locales/pt-BR/exports.json';
import type { ProjectSnapshot } from './snapshot';
import type { Translate } from './tool-views';

/** The pt-BR texts of the exports namespace, with i18next's {{name}} interpolation. */
export const translatePtBR: Translate = (key, options = {}) => {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], ptBR);
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
    },
  } as ProjectSnapshot;
}

import type { ToolCatalogueEntry } from '@trilha/shared';

/**
 * The tool index's catalogue: eight Design Thinking tools, pt-BR texts as data (the `toolIndex`
 * namespace translates name, description, time and tags into en, es and fr by id). Time
 * estimates are for one working session of a small team, preparation included.
 * Ids are stable slugs: the project page maps a chosen tool to its tab by id.
 */
export const TOOL_CATALOGUE: readonly ToolCatalogueEntry[] = [
  {
    id: 'mapa-de-empatia',
    name: 'Mapa de Empatia',
    phase: 1,
    phaseName: 'Empatizar',
    description:
      'Organize, a partir das anotações de pesquisa, o que o usuário diz, pensa, faz e sente, e revele contradições entre o discurso e o comportamento.',
    category: 'Pesquisa',
    difficulty: 'Fácil',
    timeEstimate: '20-30 min',
    tags: ['empatia', 'usuário', 'pesquisa', 'síntese', 'colaborativo'],
  },
  {
    id: 'persona',
    name: 'Persona',
    phase: 1,
    phaseName: 'Empatizar',
    description:
      'Condense padrões observados na pesquisa em um perfil fictício, mas fundamentado, com objetivos, frustrações e contexto, para orientar as decisões da equipe.',
    category: 'Definição',
    difficulty: 'Médio',
    timeEstimate: '1-2 horas',
    tags: ['usuário', 'perfil', 'síntese', 'arquétipo'],
  },
  {
    id: 'entrevista-de-empatia',
    name: 'Entrevista de Empatia',
    phase: 1,
    phaseName: 'Empatizar',
    description:
      'Converse com usuários reais usando perguntas abertas e pedidos de histórias concretas; prepare um roteiro, escute mais do que fala e registre citações.',
    category: 'Pesquisa',
    difficulty: 'Médio',
    timeEstimate: '1-2 horas',
    tags: ['entrevista', 'pesquisa qualitativa', 'usuário'],
  },
  {
    id: 'observacao-de-campo',
    name: 'Observação de Campo',
    phase: 1,
    phaseName: 'Empatizar',
    description:
      'Acompanhe as pessoas no ambiente onde a atividade acontece e anote ações, ferramentas, improvisos e pontos de atrito que elas não mencionariam numa entrevista.',
    category: 'Pesquisa',
    difficulty: 'Avançado',
    timeEstimate: '2-4 horas',
    tags: ['etnografia', 'contexto', 'comportamento', 'pesquisa de campo', 'jornada'],
  },
  {
    id: 'pov-como-poderiamos',
    name: 'Ponto de Vista e Como Poderíamos',
    phase: 2,
    phaseName: 'Definir',
    description:
      'Formule o problema como usuário + necessidade + insight e transforme-o em perguntas "Como poderíamos...?" amplas o bastante para gerar muitas ideias.',
    category: 'Definição',
    difficulty: 'Médio',
    timeEstimate: '45-60 min',
    tags: ['problema', 'insight', 'oportunidade', 'enquadramento'],
  },
  {
    id: 'brainstorming-com-votacao',
    name: 'Brainstorming com Votação',
    phase: 3,
    phaseName: 'Idear',
    description:
      'Gere o maior número de ideias sem julgamento, uma por nota, construa sobre as ideias dos outros e depois vote com pontos para escolher as mais promissoras.',
    category: 'Ideação',
    difficulty: 'Fácil',
    timeEstimate: '30-45 min',
    tags: ['ideias', 'colaborativo', 'votação', 'criatividade', 'workshop'],
  },
  {
    id: 'prototipo-em-papel',
    name: 'Protótipo em Papel e Storyboard',
    phase: 4,
    phaseName: 'Prototipar',
    description:
      'Desenhe telas ou quadros de uma história com papel e caneta para tornar a ideia tangível em minutos e descobrir cedo o que não funciona.',
    category: 'Prototipação',
    difficulty: 'Fácil',
    timeEstimate: '1-2 horas',
    tags: ['baixa fidelidade', 'storyboard', 'esboço'],
  },
  {
    id: 'teste-de-usabilidade',
    name: 'Teste de Usabilidade',
    phase: 5,
    phaseName: 'Testar',
    description:
      'Peça a cerca de cinco usuários que realizem tarefas com o protótipo enquanto pensam em voz alta; observe sem ajudar e registre sucesso, tempo e dificuldades.',
    category: 'Validação',
    difficulty: 'Avançado',
    timeEstimate: '2-4 horas',
    tags: ['usabilidade', 'feedback', 'teste com usuários', 'métricas', 'iteração'],
  },
];

import { type BuiltInTemplate, seed, timerPreset, tr } from '../template-content';

const MINUTE_MS = 60_000;

/** Forty-five minutes from a question to a ranked shortlist. */
export const quickIdeation: BuiltInTemplate = {
  id: 'quick-ideation-vote',
  name: tr(
    'Ideação rápida com votação',
    'Quick ideation and vote',
    'Ideación rápida con votación',
    'Idéation rapide et vote',
  ),
  description: tr(
    'Uma pergunta, ideias em silêncio, agrupamento na parede e votação com pontos: 45 minutos.',
    'One question, silent ideas, clustering on the wall and a dot vote: 45 minutes.',
    'Una pregunta, ideas en silencio, agrupación en la pared y votación con puntos: 45 minutos.',
    'Une question, des idées en silence, un regroupement au mur et un vote à gommettes : 45 minutes.',
  ),
  content: {
    projectDescription: tr(
      'Agenda: 1. Apresentar a pergunta (5 min) · 2. Ideias em silêncio (10 min) · 3. Agrupar na parede (10 min) · 4. Votação (5 min) · 5. Discutir as 3 primeiras (15 min).',
      'Agenda: 1. Present the question (5 min) · 2. Silent ideas (10 min) · 3. Cluster on the wall (10 min) · 4. Vote (5 min) · 5. Discuss the top 3 (15 min).',
      'Agenda: 1. Presentar la pregunta (5 min) · 2. Ideas en silencio (10 min) · 3. Agrupar en la pared (10 min) · 4. Votación (5 min) · 5. Discutir las 3 primeras (15 min).',
      'Programme : 1. Présenter la question (5 min) · 2. Idées en silence (10 min) · 3. Regrouper au mur (10 min) · 4. Vote (5 min) · 5. Discuter le top 3 (15 min).',
    ),
    records: [
      timerPreset(
        tr('Ideias em silêncio', 'Silent ideas', 'Ideas en silencio', 'Idées en silence'),
        10,
      ),
      seed('hmwQuestions', 'hmw', {
        question: tr(
          'Como poderíamos [objetivo] para [quem] em [contexto]?',
          'How might we [goal] for [whom] in [context]?',
          '¿Cómo podríamos [objetivo] para [quién] en [contexto]?',
          'Comment pourrions-nous [objectif] pour [qui] dans [contexte] ?',
        ),
        challenge: tr(
          'Escreva a pergunta final antes de começar o relógio.',
          'Write the final question before starting the clock.',
          'Escribe la pregunta final antes de iniciar el reloj.',
          'Écrivez la question finale avant de lancer le chrono.',
        ),
      }),
      seed('ideas', 'prompt-opposite', {
        title: tr(
          'E se fizéssemos o contrário?',
          'What if we did the opposite?',
          '¿Y si hiciéramos lo contrario?',
          "Et si on faisait l'inverse ?",
        ),
        description: tr(
          'Pegue a solução atual e inverta-a. O que surge?',
          'Take the current solution and turn it around. What comes up?',
          'Toma la solución actual e inviértela. ¿Qué surge?',
          "Prenez la solution actuelle et inversez-la. Qu'en sort-il ?",
        ),
        category: tr('Provocações', 'Prompts', 'Provocaciones', 'Provocations'),
      }),
      seed('ideas', 'prompt-free', {
        title: tr(
          'E se fosse de graça e instantâneo?',
          'What if it were free and instant?',
          '¿Y si fuera gratis e instantáneo?',
          'Et si c’était gratuit et instantané ?',
        ),
        description: tr(
          'Ignore custo e tempo: qual seria a solução ideal?',
          'Ignore cost and time: what would the ideal solution be?',
          'Ignora el costo y el tiempo: ¿cuál sería la solución ideal?',
          'Oubliez coût et délai : quelle serait la solution idéale ?',
        ),
        category: tr('Provocações', 'Prompts', 'Provocaciones', 'Provocations'),
      }),
      seed('ideas', 'prompt-child', {
        title: tr(
          'Como uma criança de 8 anos resolveria?',
          'How would an 8-year-old solve it?',
          '¿Cómo lo resolvería un niño de 8 años?',
          "Comment un enfant de 8 ans s'y prendrait-il ?",
        ),
        description: tr(
          'Simplifique até o absurdo; depois traga de volta à realidade.',
          'Simplify until it is absurd; then bring it back to reality.',
          'Simplifica hasta el absurdo; luego tráelo a la realidad.',
          "Simplifiez jusqu'à l'absurde, puis revenez au réel.",
        ),
        category: tr('Provocações', 'Prompts', 'Provocaciones', 'Provocations'),
      }),
      seed('wallGroups', 'prompts', {
        name: tr('Provocações', 'Prompts', 'Provocaciones', 'Provocations'),
        position: 1,
      }),
      seed('votingSessions', 'vote', {
        title: tr(
          'Votação: 3 pontos por pessoa',
          'Vote: 3 dots each',
          'Votación: 3 puntos por persona',
          'Vote : 3 gommettes chacun',
        ),
        target: 'ideas',
        budget: 3,
        allowStacking: true,
        anonymous: true,
      }),
    ],
    // The run of show (decision 0029): 'Iniciar' opens the silent round on every tablet.
    agenda: [
      {
        name: tr('Ideias em silêncio', 'Silent ideas', 'Ideas en silencio', 'Idées en silence'),
        tool: 'ideas',
        mode: 'private',
        durationMs: 10 * MINUTE_MS,
        budget: 3,
        anonymous: false,
      },
      {
        name: tr('Revelar as ideias', 'Reveal the ideas', 'Revelar las ideas', 'Révéler les idées'),
        tool: 'ideas',
        mode: 'reveal',
        durationMs: 5 * MINUTE_MS,
        budget: 3,
        anonymous: false,
      },
      {
        name: tr(
          'Agrupar na parede',
          'Cluster on the wall',
          'Agrupar en la pared',
          'Regrouper au mur',
        ),
        tool: 'wall',
        mode: 'group',
        durationMs: 10 * MINUTE_MS,
        budget: 3,
        anonymous: false,
      },
      {
        name: tr('Votação', 'Vote', 'Votación', 'Vote'),
        tool: 'ideas',
        mode: 'vote',
        durationMs: 5 * MINUTE_MS,
        budget: 3,
        anonymous: false,
      },
    ],
  },
};

import { type BuiltInTemplate, seed, timerPreset, tr } from '../template-content';

/** A whole Design Thinking cycle in two hours: empathy, one POV, ideas, a vote, a paper test. */
export const designSprint: BuiltInTemplate = {
  id: 'design-sprint-2h',
  name: tr(
    'Design sprint de 2 horas',
    '2-hour design sprint',
    'Design sprint de 2 horas',
    'Design sprint de 2 heures',
  ),
  description: tr(
    'Um ciclo completo em duas horas: empatia, definição, ideias, votação e um teste em papel.',
    'A full cycle in two hours: empathy, definition, ideas, a vote and a paper test.',
    'Un ciclo completo en dos horas: empatía, definición, ideas, votación y una prueba en papel.',
    'Un cycle complet en deux heures : empathie, définition, idées, vote et un test papier.',
  ),
  content: {
    projectDescription: tr(
      'Agenda: 1. Empatia (20 min) · 2. Definir (15 min) · 3. Idear (25 min) · 4. Votar (10 min) · 5. Prototipar (30 min) · 6. Testar (20 min).',
      'Agenda: 1. Empathize (20 min) · 2. Define (15 min) · 3. Ideate (25 min) · 4. Vote (10 min) · 5. Prototype (30 min) · 6. Test (20 min).',
      'Agenda: 1. Empatizar (20 min) · 2. Definir (15 min) · 3. Idear (25 min) · 4. Votar (10 min) · 5. Prototipar (30 min) · 6. Probar (20 min).',
      'Programme : 1. Empathie (20 min) · 2. Définir (15 min) · 3. Idéer (25 min) · 4. Voter (10 min) · 5. Prototyper (30 min) · 6. Tester (20 min).',
    ),
    records: [
      timerPreset(tr('Empatia', 'Empathize', 'Empatizar', 'Empathie'), 20),
      seed('empathyMaps', 'map', {
        title: tr(
          'Mapa de empatia do usuário principal',
          'Empathy map of the main user',
          'Mapa de empatía del usuario principal',
          "Carte d'empathie de l'utilisateur principal",
        ),
        says: [
          tr(
            'O que ele diz sobre o problema, com as palavras dele?',
            'What do they say about the problem, in their own words?',
            '¿Qué dice sobre el problema, con sus propias palabras?',
            'Que dit-il du problème, avec ses propres mots ?',
          ),
        ],
        thinks: [
          tr(
            'O que ele pensa mas não diz?',
            'What do they think but not say?',
            '¿Qué piensa pero no dice?',
            'Que pense-t-il sans le dire ?',
          ),
        ],
        does: [
          tr(
            'O que ele faz hoje para contornar o problema?',
            'What do they do today to work around the problem?',
            '¿Qué hace hoy para sortear el problema?',
            "Que fait-il aujourd'hui pour contourner le problème ?",
          ),
        ],
        feels: [
          tr(
            'O que ele sente: medos, frustrações, alegrias?',
            'What do they feel: fears, frustrations, joys?',
            '¿Qué siente: miedos, frustraciones, alegrías?',
            'Que ressent-il : peurs, frustrations, joies ?',
          ),
        ],
      }),
      seed('povStatements', 'pov', {
        user: tr(
          '[Quem] — descreva o usuário',
          '[Who] — describe the user',
          '[Quién] — describe al usuario',
          "[Qui] — décrivez l'utilisateur",
        ),
        need: tr(
          '[precisa de quê] — um verbo, não uma solução',
          '[needs what] — a verb, not a solution',
          '[necesita qué] — un verbo, no una solución',
          '[a besoin de quoi] — un verbe, pas une solution',
        ),
        insight: tr(
          '[porque] — o que você descobriu na empatia',
          '[because] — what you learned while empathizing',
          '[porque] — lo que descubriste al empatizar',
          '[parce que] — ce que vous avez appris en empathie',
        ),
        statement: tr(
          'Reescreva aqui a frase completa depois da etapa de empatia.',
          'Rewrite the full sentence here after the empathy step.',
          'Reescribe aquí la frase completa después de la empatía.',
          "Réécrivez ici la phrase complète après l'étape d'empathie.",
        ),
      }),
      seed('hmwQuestions', 'hmw', {
        question: tr(
          'Como poderíamos ajudar [usuário] a [necessidade] sem [obstáculo]?',
          'How might we help [user] to [need] without [obstacle]?',
          '¿Cómo podríamos ayudar a [usuario] a [necesidad] sin [obstáculo]?',
          'Comment pourrions-nous aider [utilisateur] à [besoin] sans [obstacle] ?',
        ),
        scope: 'experience',
      }),
      seed('ideas', 'idea-crazy8', {
        title: tr(
          'Crazy 8: oito ideias em oito minutos',
          'Crazy 8: eight ideas in eight minutes',
          'Crazy 8: ocho ideas en ocho minutos',
          'Crazy 8 : huit idées en huit minutes',
        ),
        description: tr(
          'Cada pessoa dobra uma folha em oito e desenha uma ideia por minuto. Depois, cada uma vira uma nota aqui.',
          'Everyone folds a sheet into eight and sketches one idea per minute. Then each becomes a note here.',
          'Cada persona dobla una hoja en ocho y dibuja una idea por minuto. Luego, cada una se vuelve una nota aquí.',
          'Chacun plie une feuille en huit et dessine une idée par minute. Puis chacune devient une note ici.',
        ),
        category: tr('Aquecimento', 'Warm-up', 'Calentamiento', 'Échauffement'),
      }),
      seed('votingSessions', 'vote', {
        title: tr(
          'Qual ideia prototipamos?',
          'Which idea do we prototype?',
          '¿Qué idea prototipamos?',
          'Quelle idée prototyper ?',
        ),
        target: 'ideas',
        budget: 3,
        allowStacking: false,
        anonymous: true,
      }),
      seed('prototypes', 'prototype', {
        name: tr(
          'Protótipo em papel da ideia vencedora',
          'Paper prototype of the winning idea',
          'Prototipo en papel de la idea ganadora',
          "Prototype papier de l'idée gagnante",
        ),
        type: 'paper',
        description: tr(
          'Desenhe as 3 a 5 telas ou passos essenciais. Só o suficiente para alguém tentar usar.',
          'Sketch the 3 to 5 essential screens or steps. Just enough for someone to try it.',
          'Dibuja las 3 a 5 pantallas o pasos esenciales. Solo lo suficiente para que alguien lo pruebe.',
          "Dessinez les 3 à 5 écrans ou étapes essentiels. Juste assez pour qu'on puisse l'essayer.",
        ),
        materials: [
          tr('Folhas A4', 'A4 sheets', 'Hojas A4', 'Feuilles A4'),
          tr('Canetas hidrográficas', 'Markers', 'Rotuladores', 'Feutres'),
          tr('Post-its', 'Sticky notes', 'Notas adhesivas', 'Post-it'),
        ],
      }),
      seed('testPlans', 'test', {
        prototypeId: 'prototype',
        name: tr(
          'Teste rápido com 3 pessoas',
          'Quick test with 3 people',
          'Prueba rápida con 3 personas',
          'Test rapide avec 3 personnes',
        ),
        objective: tr(
          'Saber se a pessoa entende a proposta e completa a tarefa principal sozinha.',
          'Learn whether people understand the idea and complete the main task on their own.',
          'Saber si la persona entiende la propuesta y completa la tarea principal sola.',
          'Savoir si la personne comprend la proposition et réalise seule la tâche principale.',
        ),
        methodology: tr(
          'Pensar em voz alta: a pessoa usa o protótipo e narra o que pensa; o facilitador só observa.',
          'Think aloud: the person uses the prototype and narrates their thoughts; the facilitator only watches.',
          'Pensar en voz alta: la persona usa el prototipo y narra lo que piensa; el facilitador solo observa.',
          "Penser à voix haute : la personne utilise le prototype et dit ce qu'elle pense ; l'animateur observe.",
        ),
        participants: 3,
        duration: 20,
        tasks: [
          tr(
            'Explique com suas palavras para que serve isto.',
            'Explain in your own words what this is for.',
            'Explica con tus palabras para qué sirve esto.',
            'Expliquez avec vos mots à quoi cela sert.',
          ),
          tr(
            'Complete a tarefa principal do começo ao fim.',
            'Complete the main task from start to finish.',
            'Completa la tarea principal de principio a fin.',
            'Réalisez la tâche principale du début à la fin.',
          ),
        ],
        metrics: [
          tr(
            'Completou sem ajuda (sim/não)',
            'Completed without help (yes/no)',
            'Completó sin ayuda (sí/no)',
            'Réussi sans aide (oui/non)',
          ),
          tr(
            'Momentos de hesitação',
            'Moments of hesitation',
            'Momentos de duda',
            "Moments d'hésitation",
          ),
        ],
      }),
    ],
  },
};

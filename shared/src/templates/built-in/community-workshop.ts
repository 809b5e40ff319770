import { type BuiltInTemplate, seed, timerPreset, tr } from '../template-content';

/** A school or neighbourhood workshop: simple words, paper, everybody votes. */
export const communityWorkshop: BuiltInTemplate = {
  id: 'community-workshop',
  name: tr(
    'Oficina na escola ou comunidade',
    'School or community workshop',
    'Taller en la escuela o comunidad',
    "Atelier à l'école ou dans le quartier",
  ),
  description: tr(
    'Para turmas e grupos do bairro: um problema do dia a dia, ideias em grupo, votação de todos e uma maquete.',
    'For classes and neighbourhood groups: an everyday problem, group ideas, everyone votes and a model is built.',
    'Para clases y grupos del barrio: un problema cotidiano, ideas en grupo, votación de todos y una maqueta.',
    'Pour les classes et groupes de quartier : un problème du quotidien, des idées en groupe, un vote de tous et une maquette.',
  ),
  content: {
    projectDescription: tr(
      'Agenda (90 min): 1. Roda de conversa (15 min) · 2. Escolher o problema (10 min) · 3. Ideias em grupos (20 min) · 4. Votação (10 min) · 5. Maquete (25 min) · 6. Apresentação (10 min).',
      'Agenda (90 min): 1. Talking circle (15 min) · 2. Choose the problem (10 min) · 3. Ideas in groups (20 min) · 4. Vote (10 min) · 5. Model (25 min) · 6. Show and tell (10 min).',
      'Agenda (90 min): 1. Ronda de conversación (15 min) · 2. Elegir el problema (10 min) · 3. Ideas en grupos (20 min) · 4. Votación (10 min) · 5. Maqueta (25 min) · 6. Presentación (10 min).',
      'Programme (90 min) : 1. Cercle de parole (15 min) · 2. Choisir le problème (10 min) · 3. Idées en groupes (20 min) · 4. Vote (10 min) · 5. Maquette (25 min) · 6. Présentation (10 min).',
    ),
    records: [
      timerPreset(
        tr('Roda de conversa', 'Talking circle', 'Ronda de conversación', 'Cercle de parole'),
        15,
      ),
      seed('empathyMaps', 'map', {
        title: tr(
          'Como é o nosso dia a dia aqui?',
          'What is everyday life like here?',
          '¿Cómo es nuestro día a día aquí?',
          'Comment est notre quotidien ici ?',
        ),
        says: [
          tr(
            'O que ouvimos as pessoas reclamarem?',
            'What do we hear people complain about?',
            '¿De qué oímos quejarse a la gente?',
            'De quoi entend-on les gens se plaindre ?',
          ),
        ],
        thinks: [
          tr(
            'O que achamos que poderia ser melhor?',
            'What do we think could be better?',
            '¿Qué creemos que podría ser mejor?',
            'Que pourrait-on améliorer selon nous ?',
          ),
        ],
        does: [
          tr(
            'O que fazemos todos os dias neste lugar?',
            'What do we do here every day?',
            '¿Qué hacemos todos los días en este lugar?',
            'Que fait-on ici chaque jour ?',
          ),
        ],
        feels: [
          tr(
            'Quando nos sentimos bem ou mal aqui?',
            'When do we feel good or bad here?',
            '¿Cuándo nos sentimos bien o mal aquí?',
            'Quand se sent-on bien ou mal ici ?',
          ),
        ],
      }),
      seed('hmwQuestions', 'hmw', {
        question: tr(
          'Como poderíamos deixar [lugar] mais [seguro/limpo/acolhedor] para todos?',
          'How might we make [place] more [safe/clean/welcoming] for everyone?',
          '¿Cómo podríamos hacer [lugar] más [seguro/limpio/acogedor] para todos?',
          'Comment pourrions-nous rendre [lieu] plus [sûr/propre/accueillant] pour tous ?',
        ),
        scope: 'experience',
      }),
      seed('ideas', 'idea-group', {
        title: tr('Ideia do grupo 1', "Group 1's idea", 'Idea del grupo 1', 'Idée du groupe 1'),
        description: tr(
          'Uma frase e um desenho. Vale tudo: ideias simples são bem-vindas.',
          'One sentence and a drawing. Anything goes: simple ideas are welcome.',
          'Una frase y un dibujo. Todo vale: las ideas simples son bienvenidas.',
          'Une phrase et un dessin. Tout est permis : les idées simples sont les bienvenues.',
        ),
      }),
      seed('votingSessions', 'vote', {
        title: tr(
          'Todo mundo vota: 2 pontos',
          'Everyone votes: 2 dots',
          'Todos votan: 2 puntos',
          'Tout le monde vote : 2 gommettes',
        ),
        target: 'ideas',
        budget: 2,
        allowStacking: false,
        anonymous: true,
      }),
      seed('prototypes', 'model', {
        name: tr(
          'Maquete da ideia escolhida',
          'Model of the chosen idea',
          'Maqueta de la idea elegida',
          "Maquette de l'idée choisie",
        ),
        type: 'physical',
        description: tr(
          'Construa com o que tiver à mão para mostrar como a ideia funciona.',
          'Build with whatever is at hand to show how the idea works.',
          'Construye con lo que tengas a mano para mostrar cómo funciona la idea.',
          'Construisez avec ce que vous avez sous la main pour montrer comment l’idée fonctionne.',
        ),
        materials: [
          tr(
            'Papelão e sucata',
            'Cardboard and scrap',
            'Cartón y material reciclado',
            'Carton et récup',
          ),
          tr(
            'Fita adesiva e cola',
            'Tape and glue',
            'Cinta adhesiva y pegamento',
            'Ruban adhésif et colle',
          ),
          tr('Lápis de cor', 'Coloured pencils', 'Lápices de colores', 'Crayons de couleur'),
        ],
      }),
    ],
  },
};

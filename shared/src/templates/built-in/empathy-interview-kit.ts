import { type BuiltInTemplate, seed, timerPreset, tr } from '../template-content';

/** Everything to run and digest user interviews: a script, a persona to fill, a map. */
export const empathyInterviewKit: BuiltInTemplate = {
  id: 'empathy-interview-kit',
  name: tr(
    'Kit de entrevista de empatia',
    'Empathy interview kit',
    'Kit de entrevista de empatía',
    "Kit d'entretien d'empathie",
  ),
  description: tr(
    'Roteiro de entrevista, persona para preencher e mapa de empatia para organizar o que se ouviu.',
    'An interview script, a persona to fill in and an empathy map to sort what you heard.',
    'Guion de entrevista, persona para completar y mapa de empatía para ordenar lo escuchado.',
    "Guide d'entretien, persona à compléter et carte d'empathie pour trier ce que vous avez entendu.",
  ),
  content: {
    projectDescription: tr(
      'Agenda: 1. Preparar o roteiro (15 min) · 2. Entrevistas em duplas (30 min cada) · 3. Mapa de empatia (20 min) · 4. Persona (20 min).',
      'Agenda: 1. Prepare the script (15 min) · 2. Interviews in pairs (30 min each) · 3. Empathy map (20 min) · 4. Persona (20 min).',
      'Agenda: 1. Preparar el guion (15 min) · 2. Entrevistas en parejas (30 min cada una) · 3. Mapa de empatía (20 min) · 4. Persona (20 min).',
      "Programme : 1. Préparer le guide (15 min) · 2. Entretiens en binôme (30 min chacun) · 3. Carte d'empathie (20 min) · 4. Persona (20 min).",
    ),
    records: [
      timerPreset(tr('Entrevista', 'Interview', 'Entrevista', 'Entretien'), 30),
      seed('interviews', 'script', {
        participantName: tr(
          'Entrevistado 1',
          'Interviewee 1',
          'Entrevistado 1',
          'Personne interrogée 1',
        ),
        duration: 30,
        questions: [
          tr(
            'Conte sobre a última vez que você passou por [situação].',
            'Tell me about the last time you went through [situation].',
            'Cuéntame la última vez que pasaste por [situación].',
            'Racontez-moi la dernière fois que vous avez vécu [situation].',
          ),
          tr(
            'O que foi mais difícil nesse momento? Por quê?',
            'What was hardest at that moment? Why?',
            '¿Qué fue lo más difícil en ese momento? ¿Por qué?',
            'Qu’est-ce qui a été le plus difficile à ce moment ? Pourquoi ?',
          ),
          tr(
            'O que você fez para resolver? Funcionou?',
            'What did you do to solve it? Did it work?',
            '¿Qué hiciste para resolverlo? ¿Funcionó?',
            "Qu'avez-vous fait pour le résoudre ? Cela a-t-il marché ?",
          ),
          tr(
            'Como você se sentiu depois?',
            'How did you feel afterwards?',
            '¿Cómo te sentiste después?',
            'Comment vous êtes-vous senti ensuite ?',
          ),
          tr(
            'Se tivesse uma varinha mágica, o que mudaria?',
            'If you had a magic wand, what would you change?',
            'Si tuvieras una varita mágica, ¿qué cambiarías?',
            'Avec une baguette magique, que changeriez-vous ?',
          ),
          tr(
            'Quem mais eu deveria ouvir sobre isso?',
            'Who else should I talk to about this?',
            '¿A quién más debería escuchar sobre esto?',
            'Qui d’autre devrais-je écouter à ce sujet ?',
          ),
        ],
        insights: tr(
          'Anote citações literais e surpresas logo após a conversa.',
          'Write down verbatim quotes and surprises right after the talk.',
          'Anota citas literales y sorpresas justo después de la conversación.',
          "Notez les citations exactes et les surprises juste après l'échange.",
        ),
      }),
      seed('personas', 'persona', {
        name: tr(
          'Persona a preencher',
          'Persona to fill in',
          'Persona por completar',
          'Persona à compléter',
        ),
        occupation: tr(
          'Ocupação observada nas entrevistas',
          'Occupation seen in the interviews',
          'Ocupación vista en las entrevistas',
          'Métier observé dans les entretiens',
        ),
        bio: tr(
          'Duas ou três frases que um colega reconheceria: rotina, contexto, o que importa para ela.',
          'Two or three sentences a colleague would recognise: routine, context, what matters to them.',
          'Dos o tres frases que un colega reconocería: rutina, contexto, lo que le importa.',
          'Deux ou trois phrases qu’un collègue reconnaîtrait : routine, contexte, ce qui compte.',
        ),
        goals: [
          tr(
            'O que ela quer alcançar?',
            'What do they want to achieve?',
            '¿Qué quiere lograr?',
            'Que veut-elle accomplir ?',
          ),
        ],
        frustrations: [
          tr(
            'O que a impede hoje?',
            'What stops them today?',
            '¿Qué se lo impide hoy?',
            "Qu'est-ce qui l'en empêche aujourd'hui ?",
          ),
        ],
        motivations: [
          tr(
            'Por que isso importa para ela?',
            'Why does it matter to them?',
            '¿Por qué le importa?',
            'Pourquoi est-ce important pour elle ?',
          ),
        ],
      }),
      seed('empathyMaps', 'map', {
        title: tr(
          'Síntese das entrevistas',
          'Interview synthesis',
          'Síntesis de las entrevistas',
          'Synthèse des entretiens',
        ),
        says: [
          tr(
            'Citações que se repetiram',
            'Quotes that came up again and again',
            'Citas que se repitieron',
            'Citations qui reviennent',
          ),
        ],
        thinks: [
          tr(
            'Crenças por trás das falas',
            'Beliefs behind the words',
            'Creencias detrás de las palabras',
            'Croyances derrière les mots',
          ),
        ],
        does: [
          tr(
            'Atalhos e gambiarras descritos',
            'Shortcuts and workarounds described',
            'Atajos y soluciones caseras descritos',
            'Raccourcis et systèmes D décrits',
          ),
        ],
        feels: [
          tr(
            'Emoções fortes que apareceram',
            'Strong emotions that showed up',
            'Emociones fuertes que aparecieron',
            'Émotions fortes apparues',
          ),
        ],
      }),
    ],
  },
};

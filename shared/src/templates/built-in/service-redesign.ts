import { type BuiltInTemplate, seed, timerPreset, tr } from '../template-content';

/** Redesigning an existing service from what happens on the ground. */
export const serviceRedesign: BuiltInTemplate = {
  id: 'service-redesign',
  name: tr(
    'Redesenho de serviço',
    'Service redesign',
    'Rediseño de servicio',
    'Refonte de service',
  ),
  description: tr(
    'Observe o serviço como ele é, encontre o ponto de dor principal e redesenhe a jornada.',
    'Watch the service as it is, find the main pain point and redesign the journey.',
    'Observa el servicio tal como es, encuentra el principal punto de dolor y rediseña el recorrido.',
    'Observez le service tel qu’il est, trouvez le point de douleur principal et repensez le parcours.',
  ),
  content: {
    projectDescription: tr(
      'Agenda: 1. Observação no local (45 min) · 2. Pontos de dor (20 min) · 3. POV e perguntas (20 min) · 4. Ideias por etapa da jornada (30 min) · 5. Storyboard (30 min).',
      'Agenda: 1. On-site observation (45 min) · 2. Pain points (20 min) · 3. POV and questions (20 min) · 4. Ideas per journey step (30 min) · 5. Storyboard (30 min).',
      'Agenda: 1. Observación en el lugar (45 min) · 2. Puntos de dolor (20 min) · 3. POV y preguntas (20 min) · 4. Ideas por etapa del recorrido (30 min) · 5. Storyboard (30 min).',
      'Programme : 1. Observation sur place (45 min) · 2. Points de douleur (20 min) · 3. POV et questions (20 min) · 4. Idées par étape du parcours (30 min) · 5. Storyboard (30 min).',
    ),
    records: [
      timerPreset(
        tr(
          'Observação no local',
          'On-site observation',
          'Observación en el lugar',
          'Observation sur place',
        ),
        45,
      ),
      seed('observations', 'arrival', {
        location: tr(
          'Ponto de atendimento — chegada',
          'Service point — arrival',
          'Punto de atención — llegada',
          "Point d'accueil — arrivée",
        ),
        context: tr(
          'Primeiros minutos do usuário no serviço: sinalização, fila, primeiro contato.',
          "The user's first minutes in the service: signs, queue, first contact.",
          'Primeros minutos del usuario en el servicio: señalización, fila, primer contacto.',
          "Premières minutes de l'usager : signalétique, file d'attente, premier contact.",
        ),
        behavior: tr(
          'Anote o que as pessoas fazem (não o que dizem): onde param, o que perguntam, quanto esperam.',
          'Note what people do (not what they say): where they stop, what they ask, how long they wait.',
          'Anota lo que las personas hacen (no lo que dicen): dónde se detienen, qué preguntan, cuánto esperan.',
          "Notez ce que font les gens (pas ce qu'ils disent) : où ils s'arrêtent, ce qu'ils demandent, combien ils attendent.",
        ),
      }),
      seed('wallGroups', 'before', {
        name: tr(
          'Antes do atendimento',
          'Before the service',
          'Antes de la atención',
          'Avant le service',
        ),
        position: 1,
      }),
      seed('wallGroups', 'during', {
        name: tr(
          'Durante o atendimento',
          'During the service',
          'Durante la atención',
          'Pendant le service',
        ),
        position: 2,
      }),
      seed('wallGroups', 'after', {
        name: tr(
          'Depois do atendimento',
          'After the service',
          'Después de la atención',
          'Après le service',
        ),
        position: 3,
      }),
      seed('povStatements', 'pov', {
        user: tr(
          'Usuário do serviço na etapa mais crítica',
          'A service user at the most critical step',
          'Usuario del servicio en la etapa más crítica',
          "Usager du service à l'étape la plus critique",
        ),
        need: tr(
          'saber o que vai acontecer e quanto vai demorar',
          'to know what will happen and how long it will take',
          'saber qué va a pasar y cuánto va a tardar',
          'savoir ce qui va se passer et combien de temps cela prendra',
        ),
        insight: tr(
          'a incerteza pesa mais do que a espera em si',
          'uncertainty weighs more than the wait itself',
          'la incertidumbre pesa más que la espera misma',
          "l'incertitude pèse plus que l'attente elle-même",
        ),
        statement: tr(
          'Ajuste esta hipótese com o que a observação mostrar.',
          'Adjust this hypothesis with what the observation shows.',
          'Ajusta esta hipótesis con lo que muestre la observación.',
          "Ajustez cette hypothèse selon ce que l'observation montre.",
        ),
        priority: 'high',
      }),
      seed('hmwQuestions', 'hmw-wait', {
        question: tr(
          'Como poderíamos tornar a espera visível e previsível?',
          'How might we make the wait visible and predictable?',
          '¿Cómo podríamos hacer la espera visible y predecible?',
          "Comment pourrions-nous rendre l'attente visible et prévisible ?",
        ),
        scope: 'service',
      }),
      seed('hmwQuestions', 'hmw-steps', {
        question: tr(
          'Como poderíamos eliminar uma etapa inteira da jornada?',
          'How might we remove a whole step of the journey?',
          '¿Cómo podríamos eliminar una etapa entera del recorrido?',
          'Comment pourrions-nous supprimer une étape entière du parcours ?',
        ),
        scope: 'process',
      }),
      seed('prototypes', 'storyboard', {
        name: tr(
          'Storyboard da nova jornada',
          'Storyboard of the new journey',
          'Storyboard del nuevo recorrido',
          'Storyboard du nouveau parcours',
        ),
        type: 'storyboard',
        description: tr(
          'Seis quadros: chegada, espera, atendimento, resolução, saída, retorno. Um personagem, uma frase por quadro.',
          'Six frames: arrival, wait, service, resolution, exit, follow-up. One character, one line per frame.',
          'Seis cuadros: llegada, espera, atención, resolución, salida, seguimiento. Un personaje, una frase por cuadro.',
          'Six cases : arrivée, attente, service, résolution, sortie, suivi. Un personnage, une phrase par case.',
        ),
        materials: [
          tr(
            'Folha com 6 quadros',
            'Sheet with 6 frames',
            'Hoja con 6 cuadros',
            'Feuille de 6 cases',
          ),
        ],
      }),
    ],
  },
};

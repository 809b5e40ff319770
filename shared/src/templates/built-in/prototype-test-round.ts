import { type BuiltInTemplate, seed, timerPreset, tr } from '../template-content';

/** One round of testing a prototype with five people, and what to measure. */
export const prototypeTestRound: BuiltInTemplate = {
  id: 'prototype-test-round',
  name: tr(
    'Rodada de teste de protótipo',
    'Prototype test round',
    'Ronda de prueba de prototipo',
    'Session de test de prototype',
  ),
  description: tr(
    'Um protótipo, um plano de teste com tarefas e métricas, e um roteiro para ouvir cinco pessoas.',
    'A prototype, a test plan with tasks and metrics, and a script to hear five people.',
    'Un prototipo, un plan de prueba con tareas y métricas, y un guion para escuchar a cinco personas.',
    'Un prototype, un plan de test avec tâches et mesures, et un guide pour écouter cinq personnes.',
  ),
  content: {
    projectDescription: tr(
      'Agenda: 1. Revisar o protótipo (15 min) · 2. Sessões de teste (15 min por pessoa) · 3. Consolidar resultados (20 min) · 4. Decidir: manter, mudar ou descartar (10 min).',
      'Agenda: 1. Review the prototype (15 min) · 2. Test sessions (15 min per person) · 3. Consolidate results (20 min) · 4. Decide: keep, change or drop (10 min).',
      'Agenda: 1. Revisar el prototipo (15 min) · 2. Sesiones de prueba (15 min por persona) · 3. Consolidar resultados (20 min) · 4. Decidir: mantener, cambiar o descartar (10 min).',
      'Programme : 1. Revoir le prototype (15 min) · 2. Sessions de test (15 min par personne) · 3. Consolider les résultats (20 min) · 4. Décider : garder, changer ou abandonner (10 min).',
    ),
    records: [
      timerPreset(tr('Sessão de teste', 'Test session', 'Sesión de prueba', 'Session de test'), 15),
      seed('ideas', 'idea', {
        title: tr(
          'A ideia que vamos testar',
          'The idea we will test',
          'La idea que vamos a probar',
          "L'idée que nous allons tester",
        ),
        description: tr(
          'Descreva em uma frase a hipótese: "Acreditamos que [ideia] vai ajudar [quem] a [resultado]."',
          'State the hypothesis in one sentence: "We believe [idea] will help [whom] to [outcome]."',
          'Describe la hipótesis en una frase: "Creemos que [idea] ayudará a [quién] a [resultado]."',
          "Formulez l'hypothèse en une phrase : « Nous pensons que [idée] aidera [qui] à [résultat]. »",
        ),
        status: 'selected',
      }),
      seed('prototypes', 'prototype', {
        ideaId: 'idea',
        name: tr('Protótipo v1', 'Prototype v1', 'Prototipo v1', 'Prototype v1'),
        type: 'digital',
        description: tr(
          'O caminho feliz de ponta a ponta, sem telas de erro ou configurações.',
          'The happy path end to end, without error screens or settings.',
          'El camino feliz de punta a punta, sin pantallas de error ni ajustes.',
          "Le parcours idéal de bout en bout, sans écrans d'erreur ni réglages.",
        ),
      }),
      seed('testPlans', 'plan', {
        prototypeId: 'prototype',
        name: tr(
          'Teste de usabilidade com 5 pessoas',
          'Usability test with 5 people',
          'Prueba de usabilidad con 5 personas',
          "Test d'utilisabilité avec 5 personnes",
        ),
        objective: tr(
          'Descobrir onde as pessoas travam e se a proposta faz sentido para elas.',
          'Find where people get stuck and whether the idea makes sense to them.',
          'Descubrir dónde se traban las personas y si la propuesta tiene sentido para ellas.',
          'Trouver où les gens bloquent et si la proposition a du sens pour eux.',
        ),
        methodology: tr(
          'Sessões individuais, pensar em voz alta, sem ajudar. Um facilitador conduz, outro anota.',
          'One-to-one sessions, thinking aloud, no helping. One facilitator leads, another takes notes.',
          'Sesiones individuales, pensar en voz alta, sin ayudar. Un facilitador conduce, otro anota.',
          'Sessions individuelles, à voix haute, sans aider. Un animateur mène, un autre note.',
        ),
        participants: 5,
        duration: 15,
        tasks: [
          tr(
            'Primeira impressão: o que é isto e para quem é?',
            'First impression: what is this and who is it for?',
            'Primera impresión: ¿qué es esto y para quién es?',
            "Première impression : qu'est-ce que c'est et pour qui ?",
          ),
          tr(
            'Realize a tarefa principal.',
            'Carry out the main task.',
            'Realiza la tarea principal.',
            'Réalisez la tâche principale.',
          ),
          tr(
            'Encontre como desfazer o que acabou de fazer.',
            'Find how to undo what you just did.',
            'Encuentra cómo deshacer lo que acabas de hacer.',
            'Trouvez comment annuler ce que vous venez de faire.',
          ),
        ],
        metrics: [
          tr(
            'Taxa de sucesso por tarefa',
            'Success rate per task',
            'Tasa de éxito por tarea',
            'Taux de réussite par tâche',
          ),
          tr('Tempo por tarefa', 'Time per task', 'Tiempo por tarea', 'Temps par tâche'),
          tr(
            'Usaria de novo? (1 a 5)',
            'Would use it again? (1 to 5)',
            '¿Lo usaría de nuevo? (1 a 5)',
            "L'utiliserait à nouveau ? (1 à 5)",
          ),
        ],
      }),
    ],
  },
};

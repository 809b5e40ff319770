import type { SyncedEntity } from './entities';
import { MutationRejected } from './mutation-rejected';

/** What a missing (or unreachable) record of each kind is called when a change is refused. */
const NOT_FOUND: Record<SyncedEntity, string> = {
  projects: 'Projeto não encontrado',
  empathyMaps: 'Mapa de empatia não encontrado',
  personas: 'Persona não encontrada',
  interviews: 'Entrevista não encontrada',
  observations: 'Observação não encontrada',
  povStatements: 'POV Statement não encontrado',
  hmwQuestions: 'Pergunta HMW não encontrada',
  ideas: 'Ideia não encontrada',
  prototypes: 'Protótipo não encontrado',
  testPlans: 'Plano de teste não encontrado',
  testResults: 'Resultado de teste não encontrado',
  aiAnalyses: 'Análise não encontrada',
  votingSessions: 'Votação não encontrada',
  participants: 'Participante não encontrado',
  dots: 'Ponto não encontrado',
  timers: 'Cronômetro não encontrado',
  silentRounds: 'Rodada não encontrada',
  wallGroups: 'Grupo não encontrado',
};

export const notFound = (entity: SyncedEntity) =>
  new MutationRejected('not_found', NOT_FOUND[entity]);

/** A create whose id a record of another account already has. */
export const idTaken = () =>
  new MutationRejected('conflict', 'Este identificador já está em uso por outro registro.');

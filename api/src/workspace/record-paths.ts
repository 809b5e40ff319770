import { CHILD_ENTITIES, type ChildEntity, VOTABLE_ENTITIES } from '@trilha/sync';

/** Each kind of phase record (test results have their own routes below) and its URL segment. */
export const RECORD_PATHS: [Exclude<ChildEntity, 'testResults'>, string][] = [
  ['empathyMaps', 'empathy-maps'],
  ['personas', 'personas'],
  ['interviews', 'interviews'],
  ['observations', 'observations'],
  ['povStatements', 'pov-statements'],
  ['hmwQuestions', 'hmw-questions'],
  ['ideas', 'ideas'],
  ['prototypes', 'prototypes'],
  ['testPlans', 'test-plans'],
];
export const RECORD_ROUTES = RECORD_PATHS.map(([entity, path]) => ({
  entity,
  path,
  mutation: CHILD_ENTITIES[entity].mutation,
}));
/** Votes: the kinds that have them. */
export const VOTE_ROUTES = RECORD_ROUTES.filter(({ entity }) =>
  (VOTABLE_ENTITIES as readonly ChildEntity[]).includes(entity),
);

import { projectSchema } from '@trilha/shared';
import { CHILD_ENTITIES, MUTATORS } from '@trilha/sync';
import { z } from 'zod';
import type { RouteDoc } from '../openapi/route-doc';
import { RECORD_ROUTES, VOTE_ROUTES } from './record-paths';

/**
 * The workspace's REST routes as the OpenAPI document describes them (docs/decisions/0026).
 * Their bodies are checked by the mutators they run (routes.ts), so each documented body is
 * derived from that mutator's own argument schema: what the path gives is left out, and the id
 * is optional (the server makes one when the client brings none).
 */

function mutatorArgs(name: string): z.ZodObject {
  const args = MUTATORS[name]?.args;
  if (!(args instanceof z.ZodObject)) throw new Error(`No object arguments for mutator ${name}`);
  return args;
}

/** The body of POST …: the create mutator's arguments minus the path's fields, id optional. */
export function createBody(mutation: string, fromPath: string[] = []): z.ZodType {
  const args = mutatorArgs(`${mutation}.create`);
  const { id, ...fields } = args.shape;
  const kept = Object.entries(fields).filter(([field]) => !fromPath.includes(field));
  // extend() keeps the object's own settings (strictness, messages) and replaces fields.
  return args.pick({}).extend({ ...Object.fromEntries(kept), id: (id as z.ZodType).optional() });
}

/** The body of PUT …/{id}: the update mutator's `changes`. */
export function updateBody(mutation: string): z.ZodType {
  return mutatorArgs(`${mutation}.update`).shape.changes as z.ZodType;
}

const PROJECTS = 'Projects';

const projectDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/projects',
    tag: PROJECTS,
    summary: 'List the projects you own or are a member of',
    access: 'token',
    status: 200,
    response: z.array(projectSchema),
  },
  {
    method: 'post',
    path: '/api/projects',
    tag: PROJECTS,
    summary: 'Create a project',
    access: 'token',
    body: createBody('project'),
    status: 201,
    response: projectSchema,
  },
  {
    method: 'get',
    path: '/api/projects/{id}',
    tag: PROJECTS,
    summary: 'Read a project',
    access: 'token',
    status: 200,
    response: projectSchema,
  },
  {
    method: 'put',
    path: '/api/projects/{id}',
    tag: PROJECTS,
    summary: 'Change a project (only the fields sent)',
    access: 'token',
    body: updateBody('project'),
    status: 200,
    response: projectSchema,
  },
  {
    method: 'delete',
    path: '/api/projects/{id}',
    tag: PROJECTS,
    summary: 'Delete a project (its owner only)',
    access: 'token',
    status: 204,
  },
];

const recordDocs: RouteDoc[] = RECORD_ROUTES.flatMap(({ entity, path, mutation }) => {
  const row = CHILD_ENTITIES[entity].row;
  const tag = path;
  return [
    {
      method: 'get',
      path: `/api/projects/{projectId}/${path}`,
      tag,
      summary: `List a project's ${path}`,
      access: 'token',
      status: 200,
      response: z.array(row),
    },
    {
      method: 'post',
      path: `/api/projects/{projectId}/${path}`,
      tag,
      summary: `Add to a project's ${path}`,
      access: 'token',
      body: createBody(mutation, ['projectId']),
      status: 201,
      response: row,
    },
    {
      method: 'put',
      path: `/api/${path}/{id}`,
      tag,
      summary: `Change one of the ${path} (only the fields sent)`,
      access: 'token',
      body: updateBody(mutation),
      status: 200,
      response: row,
    },
    {
      method: 'delete',
      path: `/api/${path}/{id}`,
      tag,
      summary: `Delete one of the ${path}`,
      access: 'token',
      status: 204,
    },
  ] satisfies RouteDoc[];
});

const voteDocs: RouteDoc[] = VOTE_ROUTES.map(({ entity, path }) => ({
  method: 'post',
  path: `/api/${path}/{id}/vote`,
  tag: path,
  summary: 'Add one vote (concurrent votes all count)',
  access: 'token',
  status: 200,
  response: CHILD_ENTITIES[entity].row,
}));

const TEST_RESULTS = 'test-results';
const testResultDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/test-plans/{id}/results',
    tag: TEST_RESULTS,
    summary: "List a test plan's results",
    access: 'token',
    status: 200,
    response: z.array(CHILD_ENTITIES.testResults.row),
  },
  {
    method: 'post',
    path: '/api/test-plans/{id}/results',
    tag: TEST_RESULTS,
    summary: 'Record a result of a test plan',
    access: 'token',
    body: createBody('testResult', ['testPlanId']),
    status: 201,
    response: CHILD_ENTITIES.testResults.row,
  },
  {
    method: 'delete',
    path: '/api/test-plans/{planId}/results/{id}',
    tag: TEST_RESULTS,
    summary: 'Delete a result of a test plan',
    access: 'token',
    status: 204,
  },
];

export const WORKSPACE_ROUTE_DOCS: readonly RouteDoc[] = [
  ...projectDocs,
  ...recordDocs,
  ...voteDocs,
  ...testResultDocs,
];

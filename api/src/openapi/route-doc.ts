import type { z } from 'zod';

/**
 * Who may call a documented route (docs/decisions/0026): anyone ('public'), a personal API
 * token or a signed-in browser ('token'), or only a signed-in browser ('session').
 */
export type RouteAccess = 'public' | 'token' | 'session';

/**
 * One route of the public REST API as the OpenAPI document describes it. `body` and
 * `response` are the zod schemas the route itself validates with and answers from: the route
 * module reads them from its doc (or both come from the same mutator), so the document cannot
 * drift from the code.
 */
export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The OpenAPI form, parameters in braces: '/api/projects/{id}'. */
  path: string;
  tag: string;
  summary: string;
  access: RouteAccess;
  body?: z.ZodType;
  /** The success status, and the schema of its body (none: 204). */
  status: 200 | 201 | 204;
  response?: z.ZodType;
}

/** The path's parameters, in order: '/api/projects/{projectId}/ideas' → ['projectId']. */
export const pathParameters = (path: string): string[] =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds the documented route a request is for (HEAD is GET's), by method and path. */
export function routeMatcher(docs: readonly RouteDoc[]) {
  const compiled = docs.map((doc) => ({
    doc,
    pattern: new RegExp(`^${escapeRegExp(doc.path).replace(/\\\{[^}]+\\\}/g, '[^/]+')}/?$`),
  }));
  return (method: string, path: string): RouteDoc | undefined => {
    const wanted = method === 'HEAD' ? 'get' : method.toLowerCase();
    return compiled.find(({ doc, pattern }) => doc.method === wanted && pattern.test(path))?.doc;
  };
}

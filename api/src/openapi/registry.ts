import { API_TOKEN_ROUTE_DOCS } from '../api-tokens/route-docs';
import { WORKSPACE_ROUTE_DOCS } from '../workspace/route-docs';
import type { RouteDoc } from './route-doc';

/** The document itself: public, so a client can read it before it has a token. */
const DOCUMENT_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Reference',
    summary: 'This OpenAPI 3.1 document',
    access: 'public',
    status: 200,
  },
];

/**
 * Every route of the public REST API, in the order the reference shows them. It is both the
 * OpenAPI document's content and the list of what a personal API token may reach (bearer-auth):
 * a new resource for customers adds its docs here (docs/decisions/0026).
 */
export const API_ROUTE_DOCS: readonly RouteDoc[] = [
  ...WORKSPACE_ROUTE_DOCS,
  ...Object.values(API_TOKEN_ROUTE_DOCS),
  ...DOCUMENT_ROUTE_DOCS,
];

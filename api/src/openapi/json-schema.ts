import { z } from 'zod';

/**
 * A zod schema as the JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of what it accepts
 * ('input': request bodies) or gives ('output': answers). Rules JSON Schema cannot say (a
 * refinement) are left out rather than refused: the server still applies them.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

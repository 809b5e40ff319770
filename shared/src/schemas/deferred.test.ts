import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { builtOnFirstUse, deferred } from './deferred';

describe('builtOnFirstUse (a deferred schema in a browser)', () => {
  function counted() {
    let builds = 0;
    const schema = builtOnFirstUse(() => {
      builds += 1;
      return z.object({
        title: z.string().min(1, 'Título é obrigatório'),
        votes: z.int().default(0),
      });
    });
    return { schema, builds: () => builds };
  }

  it('builds nothing until first used, then once', () => {
    const { schema, builds } = counted();
    expect(builds()).toBe(0);
    expect(schema.parse({ title: 'Ideia' })).toEqual({ title: 'Ideia', votes: 0 });
    expect(schema.safeParse({ title: '' }).error?.issues[0]?.message).toBe('Título é obrigatório');
    expect(builds()).toBe(1);
  });

  it('is the schema it stands for: instanceof, shape, derived and nested schemas', () => {
    const { schema } = counted();
    expect(schema instanceof z.ZodObject).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['title', 'votes']);
    expect(schema.shape.votes instanceof z.ZodDefault).toBe(true);
    const create = builtOnFirstUse(() => schema.omit({ votes: true }).extend({ id: z.uuid() }));
    expect(create.safeParse({ title: 'x' }).success).toBe(false);
    const nested = z.object({ idea: schema, list: z.array(schema) });
    expect(nested.parse({ idea: { title: 'a' }, list: [{ title: 'b', votes: 2 }] })).toEqual({
      idea: { title: 'a', votes: 0 },
      list: [{ title: 'b', votes: 2 }],
    });
    // What a proxy reports about its own properties must agree with its target (zod defines
    // `_zod` non-configurable): asking must not throw.
    expect(Object.getOwnPropertyDescriptor(schema, '_zod')?.configurable).toBe(false);
    expect(Reflect.ownKeys(schema)).toContain('_zod');
  });

  it('a failing build fails where the schema is used, and is tried again next time', () => {
    let attempts = 0;
    const schema = builtOnFirstUse((): z.ZodString => {
      attempts += 1;
      if (attempts === 1) throw new Error('not yet');
      return z.string();
    });
    expect(() => schema.parse('a')).toThrow('not yet');
    expect(schema.parse('a')).toBe('a');
  });
});

describe('deferred outside a browser', () => {
  it('is the schema itself, built at once (identity-keyed zod features see one object)', () => {
    let builds = 0;
    const inner = deferred(() => {
      builds += 1;
      return z.string().default('x');
    });
    expect(builds).toBe(1);
    const outer = deferred(() => z.object({ field: inner }));
    expect(outer.shape.field).toBe(inner);
    expect(z.toJSONSchema(outer, { io: 'input' })).toMatchObject({
      properties: { field: { type: 'string', default: 'x' } },
    });
  });
});

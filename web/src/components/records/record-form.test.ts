import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FieldSpec } from './record-fields';
import { initialValues, recordFormResolver } from './record-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Nome é obrigatório'),
  size: z.int({ error: 'obrigatório' }).min(1),
  version: z.int().min(1),
  status: z.enum(['planned', 'running']).default('planned'),
  items: z.array(z.string().min(1, 'Item não pode ficar em branco')).default([]),
});

const FIELDS: FieldSpec<{ today: string }>[] = [
  { kind: 'text', name: 'name', initial: ({ today }: { today: string }) => `Sessão ${today}` },
  {
    kind: 'row',
    from: 'xs',
    fields: [
      { kind: 'numeric', name: 'size', input: {}, whenEmpty: 'missing' },
      { kind: 'numeric', name: 'version', input: {}, whenEmpty: 1, initial: 1 },
    ],
  },
  { kind: 'select', name: 'status', values: ['planned', 'running'], only: 'edit' },
  { kind: 'list', name: 'goals', max: 100 },
  {
    kind: 'custom',
    name: 'pairs',
    render: () => null,
    initial: [],
    output: (pairs) => ({ count: (pairs as unknown[]).length }),
  },
];

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const resolve = (mode: 'create' | 'edit', values: FieldValues) =>
  recordFormResolver(schema, FIELDS, mode).call(null, values, undefined, options);

describe('a record form from its declaration', () => {
  it('starts a new record from each field’s initial value, and a list with one blank row', () => {
    expect(initialValues(FIELDS, undefined, { today: '12/03' })).toEqual({
      name: 'Sessão 12/03',
      size: null,
      version: 1,
      status: null,
      goals: [''],
      pairs: [],
    });
  });

  it('starts an edit from the record', () => {
    const record = { name: 'Piloto', size: 3, version: 2, status: 'running', goals: ['a'] };
    expect(initialValues(FIELDS, record, { today: '12/03' })).toMatchObject(record);
  });

  it('saves the shown fields parsed, the lists without blank rows and what a field outputs', async () => {
    const result = await resolve('create', {
      name: '  Piloto ',
      size: 3,
      version: null,
      status: 'running',
      goals: ['Ver', ' ', ''],
      pairs: [1, 2],
    });
    expect(result).toEqual({
      values: { name: 'Piloto', size: 3, version: 1, goals: ['Ver'], count: 2 },
      errors: {},
    });
  });

  it('checks and saves a field shown only when editing, when editing', async () => {
    const result = await resolve('edit', {
      name: 'Piloto',
      size: 3,
      version: 2,
      status: 'running',
      goals: [''],
      pairs: [],
    });
    expect(result.values).toEqual({
      name: 'Piloto',
      size: 3,
      version: 2,
      status: 'running',
      goals: [],
      count: 0,
    });
  });

  it('takes an empty number box as missing, and gives the schema’s messages', async () => {
    const result = await resolve('create', { name: ' ', size: null, version: 2, goals: [] });
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { message: 'Nome é obrigatório' },
      size: { message: 'obrigatório' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { DIFFICULTY_COLORS, toolCatalogueEntrySchema } from './tools';

const entry = {
  id: 'mapa-de-empatia',
  name: 'Mapa de Empatia',
  phase: 1,
  phaseName: 'Empatizar',
  description: 'Organize o que o usuário diz, pensa, faz e sente.',
  category: 'Pesquisa',
  difficulty: 'Fácil',
  timeEstimate: '20-30 min',
  tags: ['empatia', 'pesquisa'],
};

describe('toolCatalogueEntrySchema', () => {
  it('reads a catalogue entry', () => {
    expect(toolCatalogueEntrySchema.parse(entry)).toEqual(entry);
  });

  it('takes only the five categories and three difficulties', () => {
    expect(toolCatalogueEntrySchema.safeParse({ ...entry, category: 'Outro' }).success).toBe(false);
    expect(toolCatalogueEntrySchema.safeParse({ ...entry, difficulty: 'Difícil' }).success).toBe(
      false,
    );
    expect(toolCatalogueEntrySchema.safeParse({ ...entry, phase: 6 }).success).toBe(false);
  });

  it('uses a slug as id', () => {
    expect(toolCatalogueEntrySchema.safeParse({ ...entry, id: 'Mapa de Empatia' }).success).toBe(
      false,
    );
  });

  it('colours difficulties green, yellow and red', () => {
    expect(DIFFICULTY_COLORS).toEqual({ Fácil: 'green', Médio: 'yellow', Avançado: 'red' });
  });
});

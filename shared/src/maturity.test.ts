import { describe, expect, it } from 'vitest';
import { maturityBand } from './maturity';

describe('maturityBand', () => {
  it.each([
    [1, 'initial', 'Projeto Inicial'],
    [3.9, 'initial', 'Projeto Inicial'],
    [4, 'developing', 'Projeto em Desenvolvimento'],
    [5, 'developing', 'Projeto em Desenvolvimento'],
    [5.9, 'developing', 'Projeto em Desenvolvimento'],
    [6, 'developed', 'Projeto Desenvolvido'],
    [7, 'developed', 'Projeto Desenvolvido'],
    [7.5, 'developed', 'Projeto Desenvolvido'],
    [8, 'mature', 'Projeto Maduro'],
    [10, 'mature', 'Projeto Maduro'],
  ])('score %s is %s', (score, key, label) => {
    expect(maturityBand(score)).toEqual({ key, label });
  });
});

import { describe, expect, it } from 'vitest';
import { isPhaseKey, isPhaseNumber, PHASE_KEYS, PHASES, phaseByKey, phaseByNumber } from './phases';

describe('PHASES', () => {
  it('lists the five phases in order with their fixed colours', () => {
    expect(PHASES.map((phase) => [phase.number, phase.key, phase.namePt, phase.color])).toEqual([
      [1, 'empathize', 'Empatizar', '#7C3AED'],
      [2, 'define', 'Definir', '#2563EB'],
      [3, 'ideate', 'Idear', '#B45309'],
      [4, 'prototype', 'Prototipar', '#047857'],
      [5, 'test', 'Testar', '#DC2626'],
    ]);
    expect(PHASE_KEYS).toEqual(PHASES.map((phase) => phase.key));
  });

  it('gives every phase a description in both languages and a chat focus', () => {
    for (const phase of PHASES) {
      expect(phase.descriptionPt.length).toBeGreaterThan(20);
      expect(phase.descriptionEn.length).toBeGreaterThan(20);
      expect(phase.chatFocus).toMatch(/^[a-z-]+$/);
    }
    expect(new Set(PHASES.map((phase) => phase.chatFocus)).size).toBe(5);
  });
});

describe('phase lookups', () => {
  it('finds a phase by number and by key', () => {
    expect(phaseByNumber(3).nameEn).toBe('Ideate');
    expect(phaseByKey('test').number).toBe(5);
  });

  it('answers undefined for what is not a phase', () => {
    expect(phaseByNumber(0)).toBeUndefined();
    expect(phaseByNumber(6)).toBeUndefined();
    expect(phaseByKey('deploy')).toBeUndefined();
  });

  it('recognises phase numbers and keys', () => {
    expect(isPhaseNumber(1)).toBe(true);
    expect(isPhaseNumber(2.5)).toBe(false);
    expect(isPhaseNumber('1')).toBe(false);
    expect(isPhaseKey('define')).toBe(true);
    expect(isPhaseKey('Define')).toBe(false);
  });
});

import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { csvExport } from './export-files';
import { translatePtBR, workshopSnapshot } from './test-fixtures';

const day = new Date('2026-11-23T12:00:00Z');

describe('csvExport', () => {
  it('zips one CSV per tool that has records, with localized headers', () => {
    const file = csvExport(workshopSnapshot(2), translatePtBR, day);
    expect(file?.name).toBe('clinica-da-familia-oficina-de-acolhimento-2026-11-23.csv.zip');
    const entries = unzipSync(file?.data as Uint8Array);
    expect(Object.keys(entries).sort()).toEqual(
      [
        'empathyMaps',
        'hmwQuestions',
        'ideas',
        'interviews',
        'observations',
        'personas',
        'povStatements',
        'prototypes',
        'testPlans',
        'testResults',
      ].map((tool) => `${tool}.csv`),
    );
    const ideas = strFromU8(entries['ideas.csv'] as Uint8Array);
    const [header, first] = ideas.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      '"id","Ideias","Votos","Viabilidade","Impacto","Status","Categoria","Descrição","Criado em"',
    );
    expect(first).toContain('"Senha por SMS, com ""aviso""","0","Não avaliado"');
    expect(ideas).toContain('"Avisar a vez\nsem fila na porta"');
  });

  it('names the linked records and writes lists one item per line', () => {
    const entries = unzipSync(
      csvExport(workshopSnapshot(1), translatePtBR, day)?.data as Uint8Array,
    );
    expect(strFromU8(entries['prototypes.csv'] as Uint8Array)).toContain(
      '"Senha por SMS, com ""aviso"""',
    );
    expect(strFromU8(entries['testPlans.csv'] as Uint8Array)).toContain(
      '"Ler o SMS\nChegar na hora"',
    );
  });

  it('gives the single CSV itself when only one tool has records', () => {
    const snapshot = workshopSnapshot(3);
    for (const tool of Object.keys(snapshot.records) as (keyof typeof snapshot.records)[]) {
      if (tool !== 'ideas') snapshot.records[tool] = [];
    }
    const file = csvExport(snapshot, translatePtBR, day);
    expect(file?.name).toMatch(/\.ideas\.csv$/);
    expect(String(file?.data).split('\r\n')).toHaveLength(5);
  });

  it('has nothing to give for a project without records', () => {
    const snapshot = workshopSnapshot(0);
    for (const tool of Object.keys(snapshot.records) as (keyof typeof snapshot.records)[]) {
      snapshot.records[tool] = [];
    }
    expect(csvExport(snapshot, translatePtBR, day)).toBeNull();
  });
});

import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { csvExport } from './export-files';
import { ROOM_VOTING, roomSnapshot, translatePtBR, workshopSnapshot } from './test-fixtures';

const day = new Date('2026-11-23T12:00:00Z');

describe('csvExport', () => {
  it('zips one CSV per tool that has records, with localized headers', () => {
    const snapshot = workshopSnapshot(2);
    // The first idea was written by a room's guest; the second before authors were kept.
    Object.assign(snapshot.records.ideas[0] ?? {}, { authorName: 'Bia Convidada' });
    const file = csvExport(snapshot, translatePtBR, day);
    expect(file?.name).toBe('clinica-da-familia-oficina-de-acolhimento-2026-11-23.csv.zip');
    const entries = unzipSync(file?.data as Uint8Array);
    expect(Object.keys(entries).sort()).toEqual(
      [
        'empathyMaps',
        'hmwQuestions',
        'ideas',
        'interviews',
        // The ideas are rated and filed under a category: the matrix and the wall.
        'matrix',
        'observations',
        'personas',
        'povStatements',
        'prototypes',
        'testPlans',
        'testResults',
        'wallGroups',
      ].map((tool) => `${tool}.csv`),
    );
    const ideas = strFromU8(entries['ideas.csv'] as Uint8Array);
    const [header, first, second] = ideas.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      '"id","Ideias","Votos","Viabilidade","Impacto","Status","Categoria","Descrição","Cor","Criado em","Autor"',
    );
    expect(first).toMatch(/,"Bia Convidada"$/);
    expect(second).toMatch(/,""$/);
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
    for (const idea of snapshot.records.ideas)
      Object.assign(idea, { category: '', impact: null, feasibility: null });
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

describe("the workshop's outcome in the CSV", () => {
  const tables = () => {
    const entries = unzipSync(csvExport(roomSnapshot(), translatePtBR, day)?.data as Uint8Array);
    return (name: string) =>
      strFromU8(entries[name] as Uint8Array)
        .replace(/^\uFEFF/, '')
        .split('\r\n');
  };

  it('gives the ideas their dots per revealed vote beside their votes, not yet added to them', () => {
    const [header, whatsapp, , , , lembrete] = tables()('ideas.csv');
    expect(header).toBe(
      `"id","Ideias","Votos","Pontos: ${ROOM_VOTING}","Viabilidade","Impacto","Status","Categoria","Descrição","Cor","Criado em","Autor"`,
    );
    expect(whatsapp).toContain('"Agendar pelo WhatsApp","0","9","Fácil"');
    expect(lembrete).toContain('"Lembrete na véspera","0","0","Muito fácil"');
  });

  it("ranks each revealed vote's items with their dots and voters, and lists the refused dots", () => {
    const table = tables();
    const results = table('votingResults.csv');
    expect(results[0]).toBe(
      '"Votação","Itens","Status","Posição","id","Item","Pontos","Quem votou","Somada aos votos em"',
    );
    const row = (line = '') => line.split('","').filter((_, index) => [0, 3, 5, 6].includes(index));
    expect(results.slice(1, 5).map(row)).toEqual([
      [`"${ROOM_VOTING}`, '1', 'Agendar pelo WhatsApp', '9'],
      [`"${ROOM_VOTING}`, '2', 'Senha por SMS', '3'],
      [`"${ROOM_VOTING}`, '3', 'Cadeiras para acompanhantes', '2'],
      [`"${ROOM_VOTING}`, '4', 'Totem de autoatendimento', '1'],
    ]);
    expect(results[1]).toContain('"Ana, Bruno, Carla, Davi, Eva, Fábio, Gabi, Hugo, Íris",""');
    // Every item of the vote is there, those without dots too; the open vote is not.
    expect(results).toHaveLength(1 + 6 + 1);
    expect(results.join('\n')).not.toContain('Qual pergunta seguimos?');
    expect(table('refusedDots.csv')).toEqual([
      '"Votação","Pessoa","Motivo","Pontos recusados"',
      `"${ROOM_VOTING}","Ana","acima do orçamento","1"`,
      `"${ROOM_VOTING}","Bruno","ponto repetido no mesmo item","1"`,
      '',
    ]);
  });

  it('places the ideas by quadrant with their number in the picture, then the unrated ones', () => {
    expect(tables()('matrix.csv').map((line) => line.replace(/"0190c000-[^"]+",/, ''))).toEqual([
      '"Quadrante","Nº na matriz","id","Ideia","Impacto","Viabilidade"',
      '"Ganhos rápidos","1","Agendar pelo WhatsApp","5","4"',
      '"Ganhos rápidos","2","Cadeiras para acompanhantes","4","5"',
      '"Grandes apostas","3","Senha por SMS","5","2"',
      '"Tarefas menores","4","Lembrete na véspera","2","5"',
      '"Evitar","5","Totem de autoatendimento","2","2"',
      '"Ideias sem avaliação","","Painel com a vez na TV","",""',
      '',
    ]);
  });

  it("lists the wall's groups in their order with their notes, an empty group as one row", () => {
    expect(tables()('wallGroups.csv').map((line) => line.replace(/"0190c000-[^"]+",/, ''))).toEqual(
      [
        '"Grupo","Ordem na parede","Notas no grupo","id","Nota"',
        '"Sem categoria","1","2","Lembrete na véspera"',
        '"Sem categoria","1","2","Painel com a vez na TV"',
        '"Agendamento","2","2","Agendar pelo WhatsApp"',
        '"Agendamento","2","2","Senha por SMS"',
        '"Recepção","3","2","Totem de autoatendimento"',
        '"Recepção","3","2","Cadeiras para acompanhantes"',
        '"Sinalização","4","0","",""',
        '',
      ],
    );
  });
});

describe('csvExport and the room’s notes (issue 33)', () => {
  const ROUND = '0190c000-0000-7000-8000-00000000ab01';
  const notesSnapshot = () => {
    const snapshot = workshopSnapshot(4);
    const [first, second, third, fourth] = snapshot.records.ideas;
    Object.assign(first ?? {}, { color: 'blue', writerName: 'Carla', authorName: 'Ana Souza' });
    Object.assign(second ?? {}, { authorName: 'Ana Souza' });
    Object.assign(third ?? {}, { title: 'Nota ofensiva', hiddenAt: '2026-11-23T11:00:00.000Z' });
    Object.assign(fourth ?? {}, { title: 'Anônima', roundId: ROUND, writerName: 'Bruno' });
    snapshot.records.silentRounds.push({
      id: ROUND,
      projectId: snapshot.project.id,
      target: 'ideas',
      status: 'revealed',
      anonymous: true,
      stepId: null,
      createdAt: '2026-11-23T10:00:00.000Z',
      updatedAt: '2026-11-23T10:00:00.000Z',
    } as never);
    return snapshot;
  };

  it('adds the colour, names the writer, leaves hidden notes out and anonymous ones unnamed', () => {
    const file = csvExport(notesSnapshot(), translatePtBR, day);
    const entries = unzipSync(file?.data as Uint8Array);
    const lines = strFromU8(entries['ideas.csv'] as Uint8Array)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(4);
    const [, blue, plain, anonymous] = lines;
    expect(blue).toMatch(/,"Azul","[^"]+","Carla"$/);
    expect(plain).toMatch(/,"Amarela","[^"]+","Ana Souza"$/);
    expect(anonymous).toMatch(/^"[^"]+","Anônima".*,"Amarela","[^"]+",""$/);
    expect(lines.join('\n')).not.toContain('Nota ofensiva');
  });
});

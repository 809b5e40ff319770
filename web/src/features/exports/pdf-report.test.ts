import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { toWinAnsi } from '../../lib/files/pdf-writer';
import { buildPdfReport, type Paper } from './pdf-report';
import type { ProjectSnapshot } from './snapshot';
import { ROOM_VOTING, roomSnapshot, translatePtBR, workshopSnapshot } from './test-fixtures';
import { TINY_JPEG, TINY_PNG } from './test-pictures';

const decode = (buffer: ArrayBuffer | Uint8Array) => new TextDecoder('latin1').decode(buffer);
const pageCount = (pdf: string) => pdf.match(/\/Type \/Page\b/g)?.length ?? 0;

/** How many times the pages draw an image (`/I<n> Do` in their inflated content streams). */
function drawnImages(pdf: ArrayBuffer): number {
  const bytes = new Uint8Array(pdf);
  const whole = decode(pdf);
  let count = 0;
  for (const match of whole.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      const content = decode(unzlibSync(bytes.subarray(start, whole.indexOf('endstream', start))));
      count += content.match(/\/I\d+ Do/g)?.length ?? 0;
    } catch {
      // An image stream, not deflated page content.
    }
  }
  return count;
}

const imageCount = (pdf: string) => pdf.match(/\/Subtype \/Image\b/g)?.length ?? 0;

function build(
  ideaCount: number,
  paper: Paper = 'a4',
  onProgress?: (f: number) => void,
  snapshot: ProjectSnapshot = workshopSnapshot(ideaCount),
) {
  return buildPdfReport(snapshot, {
    paper,
    t: translatePtBR,
    formatDate: (date) => date.toISOString().slice(0, 10),
    now: new Date('2026-11-23T12:00:00Z'),
    ...(onProgress ? { onProgress } : {}),
  });
}

/** The workshop without anything of the room: no vote, no rating, no group. */
function withoutRoom(ideaCount: number): ProjectSnapshot {
  const snapshot = workshopSnapshot(ideaCount);
  for (const idea of snapshot.records.ideas)
    Object.assign(idea, { category: '', impact: null, feasibility: null });
  return snapshot;
}

describe('buildPdfReport', () => {
  it('makes a PDF with a cover and a page per phase, numbered', async () => {
    const pdf = decode(await build(3, 'a4', undefined, withoutRoom(3)));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pageCount(pdf)).toBe(6);
    expect(pdfText(await build(3, 'a4', undefined, withoutRoom(3)))).not.toContain(
      'Resultado da oficina',
    );
  });

  it('uses A4 by default and A3 for the wall', async () => {
    const a4 = decode(await build(1, 'a4'));
    const a3 = decode(await build(1, 'a3'));
    expect(a4).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(a3).toMatch(/\/MediaBox \[0 0 841\.8\d* 1190\.5\d*\]/);
  });

  it('lays out 2,000 ideas in well under 10 s, reporting progress up to 100%', async () => {
    const progress: number[] = [];
    const started = performance.now();
    const pdf = decode(await build(2000, 'a4', (fraction) => progress.push(fraction)));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(pageCount(pdf)).toBeGreaterThan(50);
    // Every 40 ms of work or so: how often depends on the machine, never only at the end.
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });
});

describe("the workshop's outcome", () => {
  const roomText = async () => pdfText(await build(0, 'a4', undefined, roomSnapshot()));

  it("comes after the cover: a revealed vote's ranking with its dots, voters and refused dots", async () => {
    const text = await roomText();
    const lines = text.split('\n');
    expect(lines.slice(lines.indexOf('Resultado da oficina'))).toContain(ROOM_VOTING);
    expect(lines.indexOf('Resultado da oficina')).toBeLessThan(lines.indexOf('Fase 1 · Empatizar'));
    expect(text).toContain('Ideias · 3 pontos por pessoa · Revelada · 15 pontos · 9 pessoas');
    // Each row: rank, item, dots, voters.
    expect(text).toContain('1\nAgendar pelo WhatsApp\n9\nAna, Bruno, Carla, Davi, Eva,');
    expect(text).toContain('2\nSenha por SMS\n3\nAna, Bruno, Davi');
    expect(text).toContain('4\nTotem de autoatendimento\n1\nCarla');
    expect(text).toContain('2 ideias sem pontos');
    expect(text).toContain('Pontos recusados');
    expect(text).toContain('Ana — 1 ponto recusado: acima do orçamento');
    expect(text).toContain('Bruno — 1 ponto recusado: ponto repetido no mesmo item');
    expect(text).toContain('Estes pontos não foram somados aos votos');
  });

  it("says a vote still open is hidden, and gives the ideas' dots beside their votes", async () => {
    const text = await roomText();
    expect(text).toContain('Qual pergunta seguimos?');
    expect(text).toContain('Votação em andamento: os pontos ficam escondidos até a revelação.');
    expect(text).toContain('Votos: 0  ·  Pontos: 9 em “Quais ideias prototipar?”');
  });

  it('draws the matrix with its four named quadrants and lists its ideas by quadrant', async () => {
    const text = await roomText();
    for (const corner of ['GRANDES APOSTAS', 'GANHOS RÁPIDOS', 'EVITAR', 'TAREFAS MENORES'])
      expect(text).toContain(corner);
    expect(text).toContain('Matriz impacto × viabilidade');
    expect(text).toContain('Ganhos rápidos (2)');
    // The number of each idea's marker, then its row in the list: number, title, ratings.
    expect(text).toContain('1\nAgendar pelo WhatsApp\n5\n4');
    expect(text).toContain(
      'Grandes apostas (1)\n#\nIdeia\nImpacto\nViabilidade\nCor\n3\nSenha por SMS',
    );
    expect(text).toContain('Evitar (1)');
    expect(text).toContain('Sem avaliação (1)\n•\nPainel com a vez na TV');
  });

  it('signs each note of the wall and the tray with who wrote it (decision 0029)', async () => {
    const snapshot = roomSnapshot();
    snapshot.records.ideas = snapshot.records.ideas.map((idea) =>
      idea.title === 'Senha por SMS'
        ? { ...idea, writerName: 'Bia' }
        : idea.title === 'Painel com a vez na TV'
          ? { ...idea, authorName: 'Caio' }
          : idea,
    );
    const text = pdfText(await build(0, 'a4', undefined, snapshot));
    expect(text).toContain('Sem avaliação (1)\n•\nPainel com a vez na TV — Caio');
    const wall = text.slice(text.indexOf('Parede de ideias (4)'));
    expect(wall).toContain('•\nSenha por SMS — Bia\n');
    expect(wall).toContain('•\nAgendar pelo WhatsApp\n');
  });

  it("lists the wall's groups in their order with their notes, an empty group too", async () => {
    const text = await roomText();
    const wall = text.slice(text.indexOf('Parede de ideias (4)'));
    const notes = (...titles: string[]) => titles.map((title) => `•\n${title}\n`).join('');
    expect(wall).toMatch(
      new RegExp(
        `^Parede de ideias \\(4\\)\n${[
          `Sem categoria\n2 notas\n${notes('Lembrete na véspera', 'Painel com a vez na TV')}`,
          `Agendamento\n2 notas\n${notes('Agendar pelo WhatsApp', 'Senha por SMS')}`,
          `Recepção\n2 notas\n${notes('Totem de autoatendimento', 'Cadeiras para acompanhantes')}`,
          'Sinalização\n0 notas\nGrupo vazio\n',
        ].join('')}`,
      ),
    );
  });
});

describe('pictures in the report', () => {
  /** The workshop with photos on its observation and pictures on its prototype. */
  function withPictures(): ProjectSnapshot {
    const snapshot = workshopSnapshot(1);
    const [observation] = snapshot.records.observations;
    const [prototype] = snapshot.records.prototypes;
    if (!observation || !prototype) throw new Error('fixture without observation or prototype');
    observation.photos = [TINY_JPEG, TINY_PNG, TINY_JPEG, TINY_JPEG];
    prototype.images = [
      TINY_PNG,
      'https://example.com/tela-sms.png',
      'data:image/webp;base64,UklGRhIAAABXRUJQVlA4IAYAAAAwAQCdASo=',
    ];
    return snapshot;
  }

  it('draws the JPEG and PNG pictures of observations and prototypes', async () => {
    const plain = decode(await build(1));
    const pdf = await build(1, 'a4', undefined, withPictures());
    expect(imageCount(plain)).toBe(0);
    // Embedded once each: the JPEG (as it is, DCT), the PNG and the PNG's alpha as a soft mask.
    expect(imageCount(decode(pdf))).toBe(3);
    expect(decode(pdf)).toMatch(/\/Filter \/DCTDecode/);
    // Drawn five times: the observation's four photos and the prototype's PNG.
    expect(drawnImages(pdf)).toBe(5);
  });

  it("draws a persona's photo", async () => {
    const snapshot = workshopSnapshot(1);
    const [persona] = snapshot.records.personas;
    if (!persona) throw new Error('fixture without persona');
    persona.avatar = TINY_JPEG;
    expect(drawnImages(await build(1, 'a4', undefined, snapshot))).toBe(1);
  });

  it('lists picture addresses and says which pictures it could not include', async () => {
    const text = pdfText(await build(1, 'a4', undefined, withPictures()));
    expect(text).toContain('https://example.com/tela-sms.png');
    expect(text).toContain('Imagens em formato que o PDF não inclui (GIF ou WebP): 1');
    // The pictures are drawn, not counted.
    expect(text).not.toMatch(/Fotos: 4|Imagens: 3/);
  });
});

describe('toWinAnsi', () => {
  it('keeps Portuguese, Spanish and French letters and typographic quotes', () => {
    expect(toWinAnsi('Ação, ñandú, Œuvre « déjà » “ok” — 5€')).toBe(
      'Ação, ñandú, Œuvre « déjà » “ok” — 5€',
    );
  });

  it('replaces characters the standard PDF fonts do not have', () => {
    expect(toWinAnsi('ok 👍 日本')).toBe('ok ? ??');
  });
});

describe('buildPdfReport and authors', () => {
  it('says who wrote a record, and nothing for a record without an author', async () => {
    const snapshot = workshopSnapshot(2);
    Object.assign(snapshot.records.ideas[0] ?? {}, { authorName: 'Bia Convidada' });
    const text = pdfText(await build(2, 'a4', undefined, snapshot));
    expect(text).toContain('Autor: Bia Convidada');
    expect(text.match(/Autor:/g)).toHaveLength(1);
  });
});

describe('buildPdfReport and the room’s notes (issue 33)', () => {
  it('prints a note’s colour and writer, and leaves a hidden note out', async () => {
    const snapshot = workshopSnapshot(3);
    const [first, second] = snapshot.records.ideas;
    Object.assign(first ?? {}, { color: 'green', writerName: 'Carla', authorName: 'Ana Souza' });
    Object.assign(second ?? {}, { title: 'Nota ofensiva', hiddenAt: '2026-11-23T11:00:00.000Z' });
    const text = pdfText(await build(3, 'a4', undefined, snapshot));
    expect(text).toContain('Cor: Verde');
    expect(text).toContain('Autor: Carla');
    expect(text).not.toContain('Ana Souza');
    expect(text).not.toContain('Nota ofensiva');
  });
});

import { describe, expect, it } from 'vitest';
import { dotsByItem, roomOutcome } from './room-outcome';
import { ROOM_VOTING, roomSnapshot, workshopSnapshot } from './test-fixtures';

describe('roomOutcome', () => {
  it("ranks a revealed vote's items by their counted dots, with voters and refused dots", () => {
    const [revealed, open] = roomOutcome(roomSnapshot().records).votings;
    expect(revealed?.session.title).toBe(ROOM_VOTING);
    expect(revealed?.revealed).toBe(true);
    expect(revealed?.ranking.map(({ text, dots, rank }) => ({ text, dots, rank }))).toEqual([
      { text: 'Agendar pelo WhatsApp', dots: 9, rank: 1 },
      { text: 'Senha por SMS', dots: 3, rank: 2 },
      { text: 'Cadeiras para acompanhantes', dots: 2, rank: 3 },
      { text: 'Totem de autoatendimento', dots: 1, rank: 4 },
      { text: 'Lembrete na véspera', dots: 0, rank: 5 },
      { text: 'Painel com a vez na TV', dots: 0, rank: 5 },
    ]);
    expect(revealed?.ranking[1]?.voters).toEqual([
      { name: 'Ana', dots: 1 },
      { name: 'Bruno', dots: 1 },
      { name: 'Davi', dots: 1 },
    ]);
    expect(revealed?.refused).toEqual([
      { name: 'Ana', reason: 'over_budget', count: 1 },
      { name: 'Bruno', reason: 'stacked', count: 1 },
    ]);
    expect([revealed?.total, revealed?.voters]).toEqual([15, 9]);
    // A vote still open keeps its counts hidden, in a report as on the screen.
    expect(open).toMatchObject({ revealed: false, ranking: [], refused: [], total: 0 });
  });

  it("gives each item its dots per revealed vote, not the open vote's", () => {
    const outcome = roomOutcome(roomSnapshot().records);
    const dots = dotsByItem(outcome);
    const [whatsapp] = roomSnapshot().records.ideas;
    expect(dots.get(whatsapp?.id ?? '')?.map((counted) => counted.dots)).toEqual([9]);
    expect([...dots.values()].every((list) => list.length === 1)).toBe(true);
  });

  it('places the rated ideas by quadrant, numbered from the best quick win', () => {
    const { matrix } = roomOutcome(roomSnapshot().records);
    const titles = (quadrant: keyof typeof matrix.quadrants) =>
      matrix.quadrants[quadrant].map((idea) => `${matrix.numbers.get(idea.id)} ${idea.title}`);
    expect(titles('quickWins')).toEqual([
      '1 Agendar pelo WhatsApp',
      '2 Cadeiras para acompanhantes',
    ]);
    expect(titles('bigBets')).toEqual(['3 Senha por SMS']);
    expect(titles('fillIns')).toEqual(['4 Lembrete na véspera']);
    expect(titles('avoid')).toEqual(['5 Totem de autoatendimento']);
    expect(matrix.placement.unrated.map((idea) => idea.title)).toEqual(['Painel com a vez na TV']);
    expect(matrix.rated).toBe(5);
  });

  it("lists the wall's groups in their order, empty ones included", () => {
    const { wall } = roomOutcome(roomSnapshot().records);
    expect(wall.map((cluster) => [cluster.name, cluster.ideas.map((idea) => idea.title)])).toEqual([
      ['', ['Lembrete na véspera', 'Painel com a vez na TV']],
      ['Agendamento', ['Agendar pelo WhatsApp', 'Senha por SMS']],
      ['Recepção', ['Totem de autoatendimento', 'Cadeiras para acompanhantes']],
      ['Sinalização', []],
    ]);
  });

  it('has no wall without a named group, and no "Sem categoria" when it is empty', () => {
    const plain = workshopSnapshot(3);
    for (const idea of plain.records.ideas) idea.category = '';
    expect(roomOutcome(plain.records).wall).toEqual([]);
    const filed = roomSnapshot();
    for (const idea of filed.records.ideas) idea.category ||= 'Agendamento';
    expect(roomOutcome(filed.records).wall.map((cluster) => cluster.name)).toEqual([
      'Agendamento',
      'Recepção',
      'Sinalização',
    ]);
  });
});

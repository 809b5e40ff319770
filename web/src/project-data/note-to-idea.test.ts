import { describe, expect, it } from 'vitest';
import { CAPTURED_TITLE_MAX, ideaDetail, ideaFromNote } from './note-to-idea';

describe('ideaFromNote', () => {
  it('uses a one-line note as the title, and as the description the spec requires', () => {
    expect(ideaFromNote('  Senha por SMS  ')).toEqual({
      title: 'Senha por SMS',
      description: 'Senha por SMS',
    });
  });

  it('titles a note by its first line and describes it by the lines after it', () => {
    expect(ideaFromNote('Senha por SMS\n  avisar quando faltarem 3 pessoas\nsem app')).toEqual({
      title: 'Senha por SMS',
      description: 'avisar quando faltarem 3 pessoas\nsem app',
    });
    // Blank lines between the title and the rest are not kept.
    expect(ideaFromNote('Senha por SMS\n\n\navisar a vez').description).toBe('avisar a vez');
  });

  it('cuts a long first line at a word, within the limit, and keeps the whole note as the description', () => {
    const note =
      'Um painel na recepção que mostra a fila em tempo real com o nome de cada paciente e o tempo de espera';
    const { title, description } = ideaFromNote(note);
    expect(title.length).toBeLessThanOrEqual(CAPTURED_TITLE_MAX);
    expect(title).toBe('Um painel na recepção que mostra a fila em tempo real com o nome de cada…');
    expect(description).toBe(note);
  });

  it('cuts one endless word rather than leaving the title empty', () => {
    const title = ideaFromNote('x'.repeat(300)).title;
    expect(title).toHaveLength(CAPTURED_TITLE_MAX);
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('ideaDetail', () => {
  it('is the description when it says more than the title', () => {
    expect(ideaDetail({ title: 'Senha por SMS', description: 'Avisar a vez' })).toBe(
      'Avisar a vez',
    );
  });

  it('is empty when the description only repeats the title (a one-line note)', () => {
    expect(ideaDetail({ title: 'Senha por SMS', description: ' Senha por SMS ' })).toBe('');
  });

  it('leaves out the title line of a note captured whole before it was split', () => {
    expect(ideaDetail({ title: 'Senha por SMS', description: 'Senha por SMS\navisar a vez' })).toBe(
      'avisar a vez',
    );
    // A description that merely starts with the same words is its own text.
    expect(ideaDetail({ title: 'Senha', description: 'Senha por SMS para avisar a vez' })).toBe(
      'Senha por SMS para avisar a vez',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { CAPTURED_TITLE_MAX, ideaFromNote } from './note-to-idea';

describe('ideaFromNote', () => {
  it('uses a short note whole as title and description', () => {
    expect(ideaFromNote('  Senha por SMS  ')).toEqual({
      title: 'Senha por SMS',
      description: 'Senha por SMS',
    });
  });

  it('titles a note by its first line and keeps every line in the description', () => {
    expect(ideaFromNote('Senha por SMS\navisar quando faltarem 3 pessoas')).toEqual({
      title: 'Senha por SMS',
      description: 'Senha por SMS\navisar quando faltarem 3 pessoas',
    });
  });

  it('cuts a long first line at a word, within the limit, and marks the cut', () => {
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

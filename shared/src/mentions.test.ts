import { describe, expect, it } from 'vitest';
import { mentionedIds, mentionParts } from './mentions';

const ana = { id: 'a', name: 'Ana' };
const anaSouza = { id: 'as', name: 'Ana Souza' };
const bruno = { id: 'b', name: 'Bruno' };

describe('mentions in a comment', () => {
  it('finds the people named after an @, without case, each once', () => {
    expect(mentionedIds('@bruno e @Ana, vejam; @BRUNO de novo', [ana, bruno])).toEqual(['b', 'a']);
  });

  it('prefers the longest name and needs the name to end a word', () => {
    expect(mentionedIds('@Ana Souza olhe', [ana, anaSouza])).toEqual(['as']);
    expect(mentionedIds('@Anabela e ana@x.com', [ana])).toEqual([]);
  });

  it('cuts the text into plain parts and mentions', () => {
    expect(mentionParts('Oi @Ana!', [ana])).toEqual([
      { text: 'Oi ' },
      { text: '@Ana', person: ana },
      { text: '!' },
    ]);
    expect(mentionParts('sem menção @', [ana])).toEqual([{ text: 'sem menção @' }]);
  });
});

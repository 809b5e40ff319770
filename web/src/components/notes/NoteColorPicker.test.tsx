import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTE_COLORS } from '@trilha/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { NoteColorPicker } from './NoteColorPicker';

describe('NoteColorPicker', () => {
  it('offers the palette as named radios of 44 px, the chosen one checked', async () => {
    await setupI18n('pt-BR');
    const onChange = vi.fn();
    renderPage(<NoteColorPicker value={null} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Cor da nota' });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(NOTE_COLORS.length);
    for (const radio of radios) expect(radio).toHaveStyle({ width: '44px', height: '44px' });
    // No colour chosen yet: the first of the palette.
    expect(screen.getByRole('radio', { name: 'Nota amarela' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Nota roxa' }));
    expect(onChange).toHaveBeenCalledWith('purple');
    expect(group).toBeVisible();
  });

  it.each([
    ['en', 'Note colour', 'Pink note'],
    ['es', 'Color de la nota', 'Nota rosa'],
    ['fr', 'Couleur de la note', 'Note rose'],
  ] as const)('is labelled in %s', async (language, group, pink) => {
    await setupI18n(language);
    renderPage(<NoteColorPicker value="pink" onChange={() => undefined} />);
    expect(screen.getByRole('radiogroup', { name: group })).toBeVisible();
    expect(screen.getByRole('radio', { name: pink })).toHaveAttribute('aria-checked', 'true');
  });
});

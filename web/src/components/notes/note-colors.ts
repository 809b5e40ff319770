import { NOTE_COLORS, type NoteColor } from '@trilha/shared';
import type { CSSProperties } from 'react';

// The sticky notes' palette (issue 33, docs/decisions/0029). Every colour is a light paper under
// the same dark ink, in light and dark themes alike: a yellow note is yellow on a projector and
// on a tablet in dark mode, and its text keeps at least 7:1 (WCAG AAA) on every paper
// (note-colors.test.ts computes it).

export interface NotePaint {
  /** The paper. */
  background: string;
  /** The edge, a stronger shade of the same hue (never the only cue: the text names it). */
  border: string;
}

/** The ink of every note, and of its secondary lines (author, badges' text). */
export const NOTE_TEXT = '#1a1b1e';
export const NOTE_DIMMED_TEXT = '#43474d';

export const NOTE_PAINT: Record<NoteColor, NotePaint> = {
  yellow: { background: '#fff3bf', border: '#fab005' },
  pink: { background: '#ffdeeb', border: '#f06595' },
  blue: { background: '#d0ebff', border: '#4dabf7' },
  green: { background: '#d3f9d8', border: '#51cf66' },
  orange: { background: '#ffe8cc', border: '#ff922b' },
  purple: { background: '#e5dbff', border: '#9775fa' },
};

/** A note's colour, null (no choice made) being the first of the palette. */
export const noteColorOf = (color: NoteColor | null | undefined): NoteColor =>
  color ?? NOTE_COLORS[0];

/**
 * The style of a note's surface: paper, edge and ink. The Mantine text variables are set too,
 * so `c="dimmed"` lines and plain texts inside stay dark on the paper in the dark theme.
 */
export function noteSurfaceStyle(color: NoteColor | null | undefined): CSSProperties {
  const paint = NOTE_PAINT[noteColorOf(color)];
  return {
    backgroundColor: paint.background,
    borderColor: paint.border,
    color: NOTE_TEXT,
    '--mantine-color-text': NOTE_TEXT,
    '--mantine-color-dimmed': NOTE_DIMMED_TEXT,
  } as CSSProperties;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

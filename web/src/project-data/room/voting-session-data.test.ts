import { describe, expect, it } from 'vitest';
import { sessionTitle } from './voting-session-data';

// Only the key and the date reach the text: enough to see which title is given.
const t = (key: string, options: { date: string }) => `${key}: ${options.date}`;

describe("a voting session's title", () => {
  it("is its own, or the day and time it was opened in pt-BR's short format", () => {
    const createdAt = new Date(2026, 10, 23, 14, 30).toISOString();
    expect(sessionTitle(t, { title: 'Rodada final', createdAt })).toBe('Rodada final');
    expect(sessionTitle(t, { title: '', createdAt })).toBe('untitled: 23/11/2026, 14:30');
  });
});

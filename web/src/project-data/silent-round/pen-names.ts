import { personKey } from '@trilha/shared';
import { nothingDrawn, useLocalQuery } from '../useLocalQuery';

/**
 * The names offered for 'Quem está escrevendo?': the writers already named on the project's
 * notes and the people of its votes, one per person (names compared like the tally's voters),
 * in alphabetical order.
 */
export function usePenNames(projectId: string): string[] {
  return (
    useLocalQuery(
      async (db) => {
        const [ideas, questions, participants] = await Promise.all([
          db.ideas.where('projectId').equals(projectId).toArray(),
          db.hmwQuestions.where('projectId').equals(projectId).toArray(),
          db.participants.where('projectId').equals(projectId).toArray(),
        ]);
        return distinctNames([
          ...[...ideas, ...questions].map((note) => note.writerName ?? ''),
          ...participants.map((person) => person.name),
        ]);
      },
      nothingDrawn,
      [projectId],
    ) ?? []
  );
}

/** One spelling per person (the first met), blanks dropped, sorted for the reader. */
export function distinctNames(names: readonly string[]): string[] {
  const byPerson = new Map<string, string>();
  for (const name of names) {
    const key = personKey(name);
    if (key && !byPerson.has(key)) byPerson.set(key, name.trim());
  }
  return [...byPerson.values()].sort((a, b) => a.localeCompare(b));
}

import { byCreation, type Dot, type Participant, personKey } from '@trilha/shared';

/**
 * A voter: every participant row with the same name (compared as the tally compares them,
 * personKey) is one person with one budget — the same name typed on two offline tablets.
 */
export interface Person {
  key: string;
  /** The name as first written. */
  name: string;
  participantIds: string[];
}

/** The session's people, in the order they were added. */
export function peopleOf(participants: readonly Participant[]): Person[] {
  const people = new Map<string, Person>();
  for (const participant of [...participants].sort(byCreation)) {
    const key = personKey(participant.name);
    const person = people.get(key);
    if (person) person.participantIds.push(participant.id);
    else people.set(key, { key, name: participant.name, participantIds: [participant.id] });
  }
  return [...people.values()];
}

/** The dots a person placed, on any of their participant rows. */
export function dotsOf(person: Person, dots: readonly Dot[]): Dot[] {
  const ids = new Set(person.participantIds);
  return dots.filter((dot) => ids.has(dot.participantId));
}

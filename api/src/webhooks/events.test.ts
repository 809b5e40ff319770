import { describe, expect, it } from 'vitest';
import type { AppliedMutation } from '../sharing/write-access';
import { eventsOf } from './events';

const projectId = '0190a000-0000-7000-8000-000000000001';
const id = '0190a000-0000-7000-8000-000000000002';
const applied = (name: string, args: unknown, touched: string[] = []): AppliedMutation => ({
  projectId,
  name,
  args,
  authorName: 'Ana',
  touched,
});
const typesOf = (mutation: AppliedMutation) => eventsOf(mutation).map((event) => event.type);

describe('eventsOf', () => {
  it('tells a project created, and completed, but not every other change of it', () => {
    expect(eventsOf(applied('project.create', { id: projectId, name: 'Horta' }))).toEqual([
      { type: 'project.created', projectId, data: { projectId, name: 'Horta' } },
    ]);
    expect(typesOf(applied('project.update', { id, changes: { status: 'completed' } }))).toEqual([
      'project.completed',
    ]);
    expect(typesOf(applied('project.update', { id, changes: { name: 'Outro' } }))).toEqual([]);
    expect(typesOf(applied('project.delete', { id }))).toEqual([]);
  });

  it('tells a record created, changed and deleted with its kind and id', () => {
    expect(eventsOf(applied('idea.create', { id, projectId }))).toEqual([
      { type: 'record.created', projectId, data: { projectId, type: 'ideas', id } },
    ]);
    expect(typesOf(applied('persona.update', { id, changes: {} }))).toEqual(['record.updated']);
    expect(typesOf(applied('idea.vote', { id, delta: 1 }))).toEqual(['record.updated']);
    expect(eventsOf(applied('testPlan.delete', { id }))[0]).toMatchObject({
      type: 'record.deleted',
      data: { type: 'testPlans', id },
    });
  });

  it('tells a reveal as voting.revealed besides the session changed', () => {
    expect(
      eventsOf(applied('votingSession.update', { id, changes: { status: 'revealed' } })),
    ).toEqual([
      { type: 'record.updated', projectId, data: { projectId, type: 'votingSessions', id } },
      { type: 'voting.revealed', projectId, data: { projectId, sessionId: id } },
    ]);
  });

  it('tells a comment as comment.created, and nothing for mutations it does not know', () => {
    expect(eventsOf(applied('comment.create', { id, projectId }))).toEqual([
      { type: 'comment.created', projectId, data: { projectId, id } },
    ]);
    expect(eventsOf(applied('something.else', {}))).toEqual([]);
  });
});

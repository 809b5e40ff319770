import { describe, expect, it } from 'vitest';
import { Device } from '../../test/devices';
import { signedInClient, useTestApp } from '../../test/test-app';

const context = useTestApp();

/**
 * 'Somar aos votos' on Postgres (docs/decisions/0016, "Voting UI"): two tablets that both apply
 * one session's result while offline add it to the ideas' votes once, on the server and on both.
 */
describe('votingSession.apply through sync', () => {
  it('adds a session’s dots to the votes once when two tablets apply it offline', async () => {
    const { client, user } = await signedInClient(context);
    const a = new Device(context.app, client, user.id);
    const b = new Device(context.app, client, user.id);
    const projectId = crypto.randomUUID();
    const [sms, fila] = [crypto.randomUUID(), crypto.randomUUID()];
    const sessionId = crypto.randomUUID();
    const ana = crypto.randomUUID();
    const dot = (itemId: string) => ({
      name: 'dot.create',
      args: {
        id: crypto.randomUUID(),
        projectId,
        sessionId,
        participantId: ana,
        itemId,
        placedAt: new Date().toISOString(),
      },
    });
    await a.client.mutateAll([
      { name: 'project.create', args: { id: projectId, name: 'Oficina' } },
      { name: 'idea.create', args: { id: sms, projectId, title: 'SMS', description: 'd' } },
      { name: 'idea.create', args: { id: fila, projectId, title: 'Fila', description: 'd' } },
      { name: 'idea.vote', args: { id: sms, delta: 5 } },
      { name: 'votingSession.create', args: { id: sessionId, projectId, budget: 3 } },
      { name: 'participant.create', args: { id: ana, projectId, sessionId, name: 'Ana' } },
      dot(sms),
      dot(sms),
      dot(fila),
    ]);
    await a.client.mutate('votingSession.update', {
      id: sessionId,
      changes: { status: 'revealed' },
    });
    expect(await a.trySync()).toBe(true);
    expect(await b.trySync()).toBe(true);

    // Offline, both apply the same result (stacking is off: one of Ana's SMS dots is refused).
    const counts = [
      { itemId: sms, dots: 1 },
      { itemId: fila, dots: 1 },
    ];
    for (const tablet of [a, b]) {
      await tablet.client.mutate('votingSession.apply', { id: sessionId, counts });
      expect((await tablet.db.ideas.get(sms))?.votes).toBe(6);
    }
    expect(await a.trySync()).toBe(true);
    expect(await b.trySync()).toBe(true);
    expect(await a.trySync()).toBe(true);

    const [server] = await context.db.sql<{ votes: number }[]>`
      SELECT votes FROM ideas WHERE id = ${sms}`;
    expect(server?.votes).toBe(6);
    const [session] = await context.db.sql<{ appliedAt: Date | null }[]>`
      SELECT applied_at FROM voting_sessions WHERE id = ${sessionId}`;
    expect(session?.appliedAt).toBeInstanceOf(Date);
    for (const tablet of [a, b]) {
      expect((await tablet.db.ideas.get(sms))?.votes).toBe(6);
      expect((await tablet.db.ideas.get(fila))?.votes).toBe(1);
      expect((await tablet.db.votingSessions.get(sessionId))?.appliedAt).toBe(
        session?.appliedAt?.toISOString(),
      );
      expect(await tablet.client.pending()).toEqual([]);
    }
  });
});

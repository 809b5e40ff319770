import type { User } from '@trilha/shared';
import type { Config } from '../config';
import type { Sql } from '../db/connect';

/** A live session's user and when the session ends (findSessionUser). */
export interface SessionAnswer {
  user: User;
  sessionExpiresAt: Date;
}

/**
 * How long an answer is kept at most. Changes are heard at once (below); this bounds what a
 * LISTEN connection that broke unnoticed could leave stale, until it is back.
 */
export const KEPT_MS = 5_000;
/** Past this many sessions, the oldest answer makes room: memory stays bounded. */
const MAX_KEPT = 20_000;

/** The channel of migration 0027's announcements, per schema as the tables are. */
export const sessionChannel = (schema: string) => `trilha_sessions_${schema}`;

/**
 * Sessions' answers kept for a few seconds, so that the room's calls — each device pulls on every
 * poke, 30 devices per note — do not each read their session: that read was half of a pull's
 * statements (docs/scaling.md).
 *
 * Kept only while this process hears every change: migration 0027 announces, from the database
 * itself, the users whose account or sessions changed (by any process, person or SQL), and
 * `heard` forgets them. An answer is never kept when it was read while a change was heard (the
 * read may have seen the old rows), and everything is forgotten when the LISTEN connection comes
 * back (what was announced meanwhile is lost).
 */
export class KeptSessions {
  private readonly answers = new Map<string, { answer: SessionAnswer; until: number }>();
  private readonly tokensOfUser = new Map<string, Set<string>>();
  /** Counts the changes heard: a read that saw it move keeps nothing. */
  private changes = 0;
  private listening = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** The answer kept for `tokenHash`, else `read()`'s, kept when it may be. */
  async find(
    tokenHash: string,
    read: () => Promise<SessionAnswer | undefined>,
  ): Promise<SessionAnswer | undefined> {
    const now = this.now();
    const kept = this.answers.get(tokenHash);
    if (kept && kept.until > now && kept.answer.sessionExpiresAt.getTime() > now) {
      return kept.answer;
    }
    if (kept) this.forgetToken(tokenHash, kept.answer.user.id);
    const changesBefore = this.changes;
    const answer = await read();
    if (answer && this.listening && this.changes === changesBefore) this.keep(tokenHash, answer);
    return answer;
  }

  /** LISTEN is (again) in place: what was kept before may have missed announcements. */
  listened(): void {
    this.forgetAll();
    this.listening = true;
  }

  /** An announcement of migration 0027: users' ids, comma-separated, or '*'. */
  heard(payload: string): void {
    if (payload === '*') {
      this.forgetAll();
      return;
    }
    this.changes += 1;
    for (const userId of payload.split(',')) {
      for (const token of this.tokensOfUser.get(userId) ?? []) this.answers.delete(token);
      this.tokensOfUser.delete(userId);
    }
  }

  /** Whether changes are heard, so answers may be kept. */
  get hearing(): boolean {
    return this.listening;
  }

  /** How many answers are kept (for tests and figures). */
  get size(): number {
    return this.answers.size;
  }

  private keep(tokenHash: string, answer: SessionAnswer): void {
    if (this.answers.size >= MAX_KEPT) this.forgetAll();
    this.answers.set(tokenHash, { answer, until: this.now() + KEPT_MS });
    const userId = answer.user.id;
    let tokens = this.tokensOfUser.get(userId);
    if (!tokens) {
      tokens = new Set();
      this.tokensOfUser.set(userId, tokens);
    }
    tokens.add(tokenHash);
  }

  private forgetToken(tokenHash: string, userId: string): void {
    this.answers.delete(tokenHash);
    const tokens = this.tokensOfUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensOfUser.delete(userId);
  }

  private forgetAll(): void {
    this.changes += 1;
    this.answers.clear();
    this.tokensOfUser.clear();
  }
}

/** One per database pool, as the poke bus: one LISTEN connection per process. */
const keptOfPool = new WeakMap<Sql, KeptSessions>();

/**
 * The kept sessions of this pool, listening from the first call; undefined on the embedded
 * database (one process, and its calls never queue behind another's session reads).
 */
export function keptSessionsOf(
  sql: Sql,
  config: Pick<Config, 'databaseUrl'>,
): KeptSessions | undefined {
  if (!config.databaseUrl) return undefined;
  let kept = keptOfPool.get(sql);
  if (!kept) {
    kept = new KeptSessions();
    keptOfPool.set(sql, kept);
    void listenForChanges(sql, kept);
  }
  return kept;
}

/**
 * LISTEN on this schema's channel. If it cannot start, nothing is ever kept (every call reads
 * its session, as before): logged, not retried.
 */
async function listenForChanges(sql: Sql, kept: KeptSessions): Promise<void> {
  try {
    const [row] = await sql<{ schema: string }[]>`SELECT current_schema() AS schema`;
    await sql.listen(
      sessionChannel(row?.schema ?? 'public'),
      (payload) => kept.heard(payload),
      () => kept.listened(),
    );
  } catch (error) {
    console.warn('sessions: cannot hear session changes; every call reads its session', error);
  }
}

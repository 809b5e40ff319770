import type { User } from '@trilha/shared';
import { SyncClient, SyncEngine, TrilhaDatabase } from '@trilha/sync/client';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { useAuth } from '../src/lib/auth-store';
import type { UserSync } from '../src/project-data/SyncProvider';

// The signed-in user of component tests: who they are, the auth store's state, their sync stack.

export const TEST_USER_ID = '0190c000-0000-7000-8000-000000000001';

/** A signed-in user as the session check would give it. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: TEST_USER_ID,
    username: 'ana',
    email: 'ana@example.com',
    name: 'Ana Souza',
    role: 'user',
    company: '',
    jobRole: '',
    industry: '',
    experience: '',
    country: 'Brasil',
    state: '',
    city: '',
    zipCode: '',
    phone: '',
    bio: '',
    profilePicture: '',
    interests: [],
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    subscriptionPlanId: null,
    subscriptionStatus: 'active',
    subscriptionEndDate: null,
    createdAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

/** Puts the auth store in a settled state: signed out, or signed in as `user`. */
export function setAuthState(user: User | null) {
  useAuth.setState({
    user,
    isAuthenticated: user !== null,
    isLoading: false,
    offline: false,
    roomClosed: false,
  });
}

/** Puts the store in the signed-in state, as after a successful session check. */
export function signIn(user: User = testUser()) {
  setAuthState(user);
  return user;
}

export function signOut() {
  setAuthState(null);
}

/**
 * A UserSync for component tests: the real database and client over a fresh, private
 * fake-indexeddb, with a network that is always down — so every write stays local and queued,
 * exactly as on a tablet with the wifi off. The engine is never started.
 */
export function createTestUserSync(userId: string = TEST_USER_ID): UserSync {
  const db = new TrilhaDatabase(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  const client = new SyncClient({
    db,
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
  });
  const engine = new SyncEngine(client, { isOnline: () => false });
  return { db, client, engine };
}

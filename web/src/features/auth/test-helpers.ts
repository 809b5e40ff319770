import type { User } from '@trilha/shared';
import { useAuth } from './auth-store';

/** A complete session user for tests. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '0190a5b2-7c3e-7000-8000-000000000001',
    username: 'ana@example.com',
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
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Puts the auth store in a settled state: signed out, or signed in as `user`. */
export function setAuthState(user: User | null) {
  useAuth.setState({ user, isAuthenticated: user !== null, isLoading: false, offline: false });
}

/** A JSON answer for a mocked fetch. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

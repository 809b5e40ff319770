import type { PullResponse } from '@trilha/sync';
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { newAccount, signupBody } from '../helpers';
import { apiJson, firstPullPath } from './devices';

// Steps of a room's hub and its cloud (issue 31, docs/decisions/0021) for browser scenarios:
// an account on the cloud, read through its API as any client reads it, and a hub page's link
// and rounds with the cloud.

/** What a hub's page reads of its link (GET /api/upstream/status and the link's calls). */
export interface UpstreamStatus {
  linked: boolean;
  pending: number;
  lastError: { code: string } | null;
}

/** A new account on the cloud, signed in through its API: a request context of its own. */
export async function cloudAccount(cloudUrl: string) {
  const account = newAccount();
  // The same-origin guard wants the Origin a browser on the cloud's pages would send.
  const api = await request.newContext({
    baseURL: cloudUrl,
    extraHTTPHeaders: { origin: cloudUrl },
  });
  const signup = await api.post('/api/auth/signup', { data: signupBody(account) });
  if (signup.status() !== 201) throw new Error(`cloud signup answered ${signup.status()}`);
  const login = await api.post('/api/auth/login', {
    data: { username: account.email, password: account.password },
  });
  if (!login.ok()) throw new Error(`cloud login answered ${login.status()}`);
  return { account, api };
}

/** GET from the cloud's API as its signed-in account: the parsed JSON answer. */
export async function cloudJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  if (!response.ok()) throw new Error(`GET ${path} on the cloud answered ${response.status()}`);
  return (await response.json()) as T;
}

/** Everything the cloud account reads, as a new device's first pull (rowsOfFirstPull picks). */
export function cloudPull(api: APIRequestContext): Promise<PullResponse> {
  return cloudJson<PullResponse>(api, firstPullPath());
}

/**
 * On a hub's page signed in to the room's account: links it to the cloud account through the
 * 'Conectar à nuvem' screen (/cloud), as the facilitator does, and waits until it says linked.
 */
export async function linkHubToCloud(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/cloud`);
  await page.getByRole('heading', { name: 'Conectar à nuvem' }).waitFor();
  await page.getByLabel('E-mail ou nome de usuário').fill(account.email);
  await page.getByLabel(/^Senha/).fill(account.password);
  await page.getByRole('button', { name: 'Conectar', exact: true }).click();
  await page.getByText('Conectado', { exact: true }).waitFor({ timeout: 30_000 });
}

/** On a linked hub's page: a round with the cloud now (POST /api/upstream/sync); the status. */
export function syncHubNow(page: Page): Promise<UpstreamStatus> {
  return apiJson<UpstreamStatus>(page, 'POST', '/api/upstream/sync');
}

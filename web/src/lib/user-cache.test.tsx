import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '../../test/http';
import { signIn, TEST_USER_ID } from '../../test/user-sync';
import { isNetworkError } from './api';
import { serverCopy, trustedBy } from './user-cache';

const KEY = `trilha-test-copy:${TEST_USER_ID}`;
const schema = z.object({ plan: z.string() });

/** A fresh copy per test: each has its own store and its own freshness. */
const newCopy = () =>
  serverCopy({ name: 'trilha-test-copy', path: '/api/test-copy', parse: trustedBy(schema) });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  signIn();
  fetchMock = vi.fn(async () => jsonResponse({ plan: 'pro' }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('shows the copy kept on this device at once, then the server value, kept for next time', async () => {
  localStorage.setItem(KEY, JSON.stringify({ plan: 'free' }));
  const copy = newCopy();
  let answer: (response: Response) => void = () => {};
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  const { result } = renderHook(() => copy.useValue());
  expect(result.current).toEqual({ plan: 'free' });
  await act(async () => answer(jsonResponse({ plan: 'pro' })));
  await waitFor(() => expect(result.current).toEqual({ plan: 'pro' }));
  expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({ plan: 'pro' });

  // Fresh for 30 s: a second screen showing it does not ask again.
  renderHook(() => copy.useValue());
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('shares one request between concurrent readers', async () => {
  const copy = newCopy();
  const [a, b] = await Promise.all([copy.refresh(TEST_USER_ID), copy.refresh(TEST_USER_ID)]);
  expect(a).toEqual({ plan: 'pro' });
  expect(b).toEqual({ plan: 'pro' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('keeps the copy offline and on an unexpected answer; fetchFresh tells offline apart', async () => {
  localStorage.setItem(KEY, JSON.stringify({ plan: 'free' }));
  const copy = newCopy();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  fetchMock.mockResolvedValueOnce(jsonResponse({ unexpected: true }));
  expect(await copy.refresh(TEST_USER_ID)).toEqual({ plan: 'free' });

  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  expect(await copy.refresh(TEST_USER_ID)).toEqual({ plan: 'free' });
  const error = await copy.fetchFresh(TEST_USER_ID).catch((caught: unknown) => caught);
  expect(isNetworkError(error)).toBe(true);
  expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({ plan: 'free' });
});

it('ignores a kept copy the schema does not accept (an older version, or edited by hand)', () => {
  localStorage.setItem(KEY, JSON.stringify({ plan: 42 }));
  fetchMock.mockImplementation(() => new Promise(() => {}));
  const { result } = renderHook(() => newCopy().useValue());
  expect(result.current).toBeUndefined();
});

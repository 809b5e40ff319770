import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '../../test/http';
import { apiGet, isNetworkError } from './api';
import { type DeviceCopy, type Shown, serverState, shownOf, trustedBy } from './server-state';

const USER = 'user-1';
const KEY = `trilha-test-copy:${USER}`;
const schema = z.object({ plan: z.string() });
type Plan = z.infer<typeof schema>;

/** A fresh kind per test: each has its own state and its own freshness. */
const kept = (freshFor = 30_000) =>
  serverState<Plan>({
    name: 'trilha-test-copy',
    fetch: () => apiGet<Plan>('/api/test-copy'),
    keep: 'device',
    parse: trustedBy(schema),
    freshFor,
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn(async () => jsonResponse({ plan: 'pro' }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('shows the copy kept on this device at once, then the server value, kept for next time', async () => {
  localStorage.setItem(KEY, JSON.stringify({ plan: 'free' }));
  const plans = kept();
  let answer: (response: Response) => void = () => {};
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  const { result } = renderHook(() => plans.useValue(USER));
  expect(result.current).toMatchObject({ data: { plan: 'free' }, fromDevice: true });
  await act(async () => answer(jsonResponse({ plan: 'pro' })));
  await waitFor(() => expect(result.current.data).toEqual({ plan: 'pro' }));
  expect(result.current).toMatchObject({ fromDevice: false, loading: false, error: undefined });
  expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({ plan: 'pro' });

  // Fresh for 30 s: a second screen showing it does not ask again.
  renderHook(() => plans.useValue(USER));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('serves the device copy when the read fails, and says why', async () => {
  localStorage.setItem(KEY, JSON.stringify({ plan: 'free' }));
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  const plans = kept();
  const { result } = renderHook(() => plans.useValue(USER));
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current).toMatchObject({ data: { plan: 'free' }, fromDevice: true });
  expect(isNetworkError(result.current.error)).toBe(true);

  expect(await plans.refresh(USER)).toEqual({ plan: 'free' });
  const error = await plans.read(USER).catch((caught: unknown) => caught);
  expect(isNetworkError(error)).toBe(true);
  expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({ plan: 'free' });
});

it('asks nothing offline, and reads again when the connection comes back', async () => {
  localStorage.setItem(KEY, JSON.stringify({ plan: 'free' }));
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const plans = kept();
  const { result } = renderHook(() => plans.useValue(USER));
  await waitFor(() => expect(isNetworkError(result.current.error)).toBe(true));
  expect(result.current.data).toEqual({ plan: 'free' });
  expect(fetchMock).not.toHaveBeenCalled();

  onLine.mockReturnValue(true);
  await act(async () => window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(result.current.data).toEqual({ plan: 'pro' }));
  expect(result.current.fromDevice).toBe(false);
});

it('reads again after a growing wait when the network failed while the browser says online', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    fetchMock.mockImplementationOnce(unreachable).mockImplementationOnce(unreachable);
    localStorage.setItem(KEY, JSON.stringify({ plan: 'free' }));
    const plans = kept();
    const shown: Shown[] = [];
    const { result } = renderHook(() => {
      const state = plans.useValue(USER);
      shown.push(shownOf(state));
      return state;
    });
    await waitFor(() => expect(isNetworkError(result.current.error)).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const failedAt = shown.length;

    // The laptop's server is back only at the third try: 5 s, then 10 s later.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(result.current.data).toEqual({ plan: 'pro' }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.current.error).toBeUndefined();
    // The device copy stayed on screen through the tries: no loader at each one.
    expect(new Set(shown.slice(failedAt - 1))).toEqual(new Set(['device', 'server']));

    // Read, nothing waits any more: no further tries.
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  } finally {
    vi.useRealTimers();
  }
});

it('shares one request between concurrent readers and callers', async () => {
  const plans = kept();
  const [a, b] = await Promise.all([plans.read(USER), plans.read(USER)]);
  renderHook(() => plans.useValue(USER));
  expect(a).toEqual({ plan: 'pro' });
  expect(b).toEqual({ plan: 'pro' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('a refresh after a change never takes the answer of a read that began before it', async () => {
  // The share dialog's race: a sync's reload was on its way when the owner created an
  // invitation; the refresh after the creation must show it, not the reload's older list.
  const plans = kept();
  let answerOlder: (response: Response) => void = () => {};
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerOlder = resolve)));
  const shown = renderHook(() => plans.useValue(USER));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

  fetchMock.mockImplementation(async () => jsonResponse({ plan: 'team' }));
  const afterChange = [plans.refresh(USER), plans.refresh(USER)];
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await act(async () => answerOlder(jsonResponse({ plan: 'pro' })));
  expect(await Promise.all(afterChange)).toEqual([{ plan: 'team' }, { plan: 'team' }]);
  // Both callers came while the older read ran: one read after it serves them both.
  expect(fetchMock).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(shown.result.current.data).toEqual({ plan: 'team' }));
});

it('refresh and invalidate read again for every mounted reader, keeping what is shown meanwhile', async () => {
  const plans = kept();
  const first = renderHook(() => plans.useValue(USER));
  const second = renderHook(() => plans.useValue(USER));
  await waitFor(() => expect(first.result.current.data).toEqual({ plan: 'pro' }));
  expect(fetchMock).toHaveBeenCalledTimes(1);

  let answer: (response: Response) => void = () => {};
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  act(() => plans.invalidate(USER));
  await waitFor(() => expect(second.result.current.loading).toBe(true));
  expect(second.result.current.data).toEqual({ plan: 'pro' });
  await act(async () => answer(jsonResponse({ plan: 'team' })));
  await waitFor(() => expect(second.result.current.data).toEqual({ plan: 'team' }));
  expect(first.result.current.data).toEqual({ plan: 'team' });
  expect(fetchMock).toHaveBeenCalledTimes(2);

  // Invalidated while no one shows it: the next reader asks, though within 30 s.
  first.unmount();
  second.unmount();
  plans.invalidate(USER);
  renderHook(() => plans.useValue(USER));
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it('keeps a memory kind only while it is shown', async () => {
  const reads = serverState<Plan>({ name: 'memory', fetch: () => apiGet('/api/test-copy') });
  const shown = renderHook(() => reads.useValue('a'));
  await waitFor(() => expect(shown.result.current.data).toEqual({ plan: 'pro' }));
  shown.unmount();
  const again = renderHook(() => reads.useValue('a'));
  expect(again.result.current).toMatchObject({ data: undefined, loading: true });
  expect(localStorage.length).toBe(0);
});

it('reads an asynchronous device copy (IndexedDB) once mounted', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  const stored = new Map<string, Plan>([['a', { plan: 'kept' }]]);
  const copy: DeviceCopy<Plan> = {
    read: async (id) => stored.get(id),
    write: async (id, value) => void stored.set(id, value),
  };
  const reads = serverState<Plan>({ name: 'async', fetch: () => apiGet('/x'), keep: copy });
  const { result } = renderHook(() => reads.useValue('a'));
  await waitFor(() =>
    expect(result.current).toMatchObject({ data: { plan: 'kept' }, loading: false }),
  );
  expect(result.current.fromDevice).toBe(true);
});

it('ignores a kept copy the schema does not accept (an older version, or edited by hand)', () => {
  localStorage.setItem(KEY, JSON.stringify({ plan: 42 }));
  fetchMock.mockImplementation(() => new Promise(() => {}));
  const { result } = renderHook(() => kept().useValue(USER));
  expect(result.current.data).toBeUndefined();
});

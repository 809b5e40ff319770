import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  askPersistOnce,
  isInstalledApp,
  isSafariWebKit,
  PENDING_SINCE_KEY,
  PERSIST_ANSWER_KEY,
  readPersistState,
  SAFARI_WARNING_AFTER_MS,
  type StorageApi,
  storageApi,
  storageWarning,
  trackPendingSince,
  WARNING_GRACE_MS,
  type WarningInput,
} from './storage-keep';

/** A stand-in StorageManager: persisted() answers `persisted`, persist() answers `grants`. */
function fakeStorage(persisted: boolean, grants: boolean) {
  return {
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => grants),
    estimate: vi.fn(async () => ({ usage: 0, quota: 0 })),
  } satisfies StorageApi;
}

beforeEach(() => localStorage.clear());

describe('asking for persistent storage', () => {
  it('asks once there is work, and remembers the answer on this device', async () => {
    const storage = fakeStorage(false, true);
    expect(await askPersistOnce(storage, localStorage, true)).toBe('granted');
    expect(storage.persisted).toHaveBeenCalled();
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PERSIST_ANSWER_KEY)).toBe('granted');
  });

  it('does not ask while the device holds no work', async () => {
    const storage = fakeStorage(false, true);
    expect(await askPersistOnce(storage, localStorage, false)).toBe('denied');
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('does not ask again after a refusal', async () => {
    const storage = fakeStorage(false, false);
    expect(await askPersistOnce(storage, localStorage, true)).toBe('denied');
    expect(await askPersistOnce(storage, localStorage, true)).toBe('denied');
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PERSIST_ANSWER_KEY)).toBe('denied');
  });

  it('does not ask when the storage is already persisted', async () => {
    const storage = fakeStorage(true, true);
    expect(await askPersistOnce(storage, localStorage, true)).toBe('granted');
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('is not available without navigator.storage (plain http://), never an error', async () => {
    expect(storageApi({} as Navigator)).toBeNull();
    expect(await askPersistOnce(null, localStorage, true)).toBe('unavailable');
    expect(await readPersistState(null)).toBe('unavailable');
    const broken = fakeStorage(false, true);
    broken.persisted.mockRejectedValue(new Error('SecurityError'));
    expect(await readPersistState(broken)).toBe('unavailable');
  });

  it('counts a throwing persist() as not granted', async () => {
    const storage = fakeStorage(false, true);
    storage.persist.mockRejectedValue(new Error('boom'));
    expect(await askPersistOnce(storage, localStorage, true)).toBe('denied');
  });
});

describe('the time of the first pending change', () => {
  it('is set when changes appear, kept while they wait, cleared when none are left', () => {
    expect(trackPendingSince(2, 1000, localStorage)).toBe(1000);
    expect(trackPendingSince(5, 9000, localStorage)).toBe(1000);
    expect(localStorage.getItem(PENDING_SINCE_KEY)).toBe('1000');
    expect(trackPendingSince(0, 9500, localStorage)).toBeNull();
    expect(localStorage.getItem(PENDING_SINCE_KEY)).toBeNull();
    expect(trackPendingSince(1, 10_000, localStorage)).toBe(10_000);
  });
});

describe('the warning', () => {
  const now = 10 * 24 * 3600 * 1000;
  const base: WarningInput = {
    persist: 'denied',
    installed: false,
    pendingCount: 3,
    pendingSince: now - WARNING_GRACE_MS,
    now,
    safari: false,
  };

  it('shows when not persisted, not installed and changes wait', () => {
    expect(storageWarning(base)).toEqual({
      pendingCount: 3,
      since: base.pendingSince,
      safariDeadline: false,
    });
    expect(storageWarning({ ...base, persist: 'unavailable' })).not.toBeNull();
  });

  it('does not show when persisted, installed, nothing waits, or only for a moment', () => {
    expect(storageWarning({ ...base, persist: 'granted' })).toBeNull();
    expect(storageWarning({ ...base, installed: true })).toBeNull();
    expect(storageWarning({ ...base, pendingCount: 0 })).toBeNull();
    expect(storageWarning({ ...base, pendingSince: now - 1000 })).toBeNull();
  });

  it("names Safari's seven days once the oldest change is a day old", () => {
    const young = { ...base, safari: true, pendingSince: now - SAFARI_WARNING_AFTER_MS + 1 };
    expect(storageWarning(young)?.safariDeadline).toBe(false);
    const day = { ...base, safari: true, pendingSince: now - SAFARI_WARNING_AFTER_MS };
    expect(storageWarning(day)?.safariDeadline).toBe(true);
    expect(storageWarning({ ...day, safari: false })?.safariDeadline).toBe(false);
  });
});

describe('platform', () => {
  const UA = {
    iphoneSafari:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    iphoneChrome:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0 Mobile/15E148 Safari/604.1',
    iphoneFirefox:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
    macSafari:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    macChrome:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Safari/537.36',
    android:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Mobile Safari/537.36',
  };

  it('tells Safari on iPhone, iPad and Mac from the other browsers', () => {
    expect(isSafariWebKit(UA.iphoneSafari)).toBe(true);
    expect(isSafariWebKit(UA.macSafari)).toBe(true);
    expect(isSafariWebKit(UA.iphoneChrome)).toBe(false);
    expect(isSafariWebKit(UA.iphoneFirefox)).toBe(false);
    expect(isSafariWebKit(UA.macChrome)).toBe(false);
    expect(isSafariWebKit(UA.android)).toBe(false);
  });

  it('sees an installed app by display-mode standalone or iOS standalone', () => {
    const win = (standalone: boolean, iosStandalone?: boolean) =>
      ({
        navigator: { standalone: iosStandalone },
        matchMedia: (query: string) => ({ matches: standalone && query.includes('standalone') }),
      }) as unknown as Window;
    expect(isInstalledApp(win(true))).toBe(true);
    expect(isInstalledApp(win(false, true))).toBe(true);
    expect(isInstalledApp(win(false))).toBe(false);
  });
});

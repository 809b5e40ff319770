import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings: it is not a web standard yet). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * How this browser lets the app be installed:
 * - 'prompt': it offered installation (beforeinstallprompt); 'Instalar app' opens its dialog.
 * - 'manual': it never offers (Safari on iPhone and iPad); the user adds it to the home screen.
 * - 'none': already installed, or nothing to offer (e.g. desktop Firefox, or not offered yet, or
 *   a page that is not a secure context).
 */
export type InstallMode = 'prompt' | 'manual' | 'none';

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function announce() {
  for (const listener of listeners) listener();
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iOS and iPadOS browsers (all WebKit) install only through Share › Add to Home Screen. */
function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  // iPadOS 13+ reports itself as a Mac; only its touch screen tells it apart.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function installMode(): InstallMode {
  if (typeof window === 'undefined' || isStandalone()) return 'none';
  // Not a secure context (the app at http://<laptop address> on a room's hotspot): no service
  // worker, so an 'installed' app would not open without the hub. Nothing to offer.
  if (window.isSecureContext === false) return 'none';
  if (offer) return 'prompt';
  return isAppleMobile() ? 'manual' : 'none';
}

/**
 * Keeps the browser's install offer for later. Must run at start-up: the event fires once,
 * early, and only a page listening then can offer installation from its own menu.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Without preventDefault, Chromium shows its own mini-infobar on phones instead.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    announce();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    announce();
  });
}

/** Opens the browser's install dialog; an offer can be used only once, so it is dropped. */
export async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  announce();
  await current.prompt();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The install mode, re-rendering when the browser offers (or the user accepts) installation. */
export function useInstallMode(): InstallMode {
  return useSyncExternalStore(subscribe, installMode, () => 'none');
}

import { Notification } from '@mantine/core';
import { type PointerEvent, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_MS, type Toast, toastStore } from '../lib/notify';
import classes from './Toaster.module.css';

/** A swipe to the right this long closes the toast (spec: 50 px). */
export const SWIPE_CLOSE_PX = 50;
const COLORS = { success: 'teal', error: 'red', info: 'blue' } as const;

/**
 * Shows the toast of lib/notify.ts in a corner, over everything. F8 moves keyboard focus to
 * it (spec); hovering or focusing it pauses its timer; a swipe to the right closes it. The
 * region is always in the page, so screen readers announce each toast as it appears.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.current, toastStore.current);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const focusOnF8 = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', focusOnF8);
    return () => window.removeEventListener('keydown', focusOnF8);
  }, []);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t('toast.region')}
      aria-live="polite"
      className={classes.viewport}
    >
      {toast && <ToastCard key={toast.id} toast={toast} closeLabel={t('toast.close')} />}
    </section>
  );
}

function ToastCard({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const timer = useAutoClose(toast.id);
  const swipe = useSwipeToClose(toast.id);
  return (
    <Notification
      className={classes.toast}
      title={toast.title}
      color={COLORS[toast.kind]}
      withBorder
      closeButtonProps={{ 'aria-label': closeLabel }}
      onClose={() => dismissToast(toast.id)}
      onMouseEnter={timer.pause}
      onMouseLeave={timer.resume}
      onFocus={timer.pause}
      onBlur={timer.resume}
      {...swipe}
    >
      {toast.message}
    </Notification>
  );
}

/** Closes the toast after TOAST_MS of being shown, not counting the time it was paused. */
function useAutoClose(id: number) {
  const left = useRef(TOAST_MS);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resume = () => {
    clearTimeout(timer.current);
    startedAt.current = Date.now();
    timer.current = setTimeout(() => dismissToast(id), left.current);
  };
  const pause = () => {
    clearTimeout(timer.current);
    left.current = Math.max(0, left.current - (Date.now() - startedAt.current));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per toast, started once.
  useEffect(() => {
    resume();
    return () => clearTimeout(timer.current);
  }, [id]);
  return { pause, resume };
}

/**
 * Follows a finger (or mouse) dragging the toast to the right, writing the offset straight to
 * its style (no render, no layout read); let go past SWIPE_CLOSE_PX and it closes.
 */
function useSwipeToClose(id: number) {
  const startX = useRef<number | null>(null);
  const offset = (event: PointerEvent<HTMLDivElement>) =>
    startX.current === null ? 0 : Math.max(0, event.clientX - startX.current);
  return {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      // Buttons inside (close) keep their own click.
      if ((event.target as Element).closest('button')) return;
      startX.current = event.clientX;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (startX.current === null) return;
      event.currentTarget.style.transform = `translateX(${offset(event)}px)`;
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      if (startX.current === null) return;
      const travelled = offset(event);
      startX.current = null;
      if (travelled >= SWIPE_CLOSE_PX) dismissToast(id);
      else event.currentTarget.style.transform = '';
    },
    onPointerCancel(event: PointerEvent<HTMLDivElement>) {
      startX.current = null;
      event.currentTarget.style.transform = '';
    },
  };
}

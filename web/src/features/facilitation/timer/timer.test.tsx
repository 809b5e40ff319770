import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Timer } from '@trilha/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { workspaceTestProject } from '../../../../test/workspace-test-setup';
import { SyncContextProvider } from '../../../project-data/SyncProvider';
import { parseDuration } from './duration-input';
import { TimerChip } from './TimerChip';
import { useProjectTimer } from './useProjectTimer';
import { claimRing, RING_GRACE_MS, useTimerAlarm } from './useTimerAlarm';

const PROJECT = '0190c000-0000-7000-8000-0000000000a1';
const TIMER = '0190c000-0000-7000-8000-0000000000a2';
const project = workspaceTestProject(PROJECT);

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function seedTimer(state: Partial<Timer>) {
  await project.sync.client.mutate('timer.create', {
    id: TIMER,
    projectId: PROJECT,
    label: 'Brainstorm silencioso',
    durationMs: 300_000,
    startedAt: null,
    remainingMs: 300_000,
    ...state,
  });
}

const storedTimer = () => project.sync.db.timers.get(TIMER);

beforeEach(() => localStorage.clear());

describe('parseDuration', () => {
  it('reads mm:ss and whole minutes', () => {
    expect(parseDuration('07:30')).toEqual({ ms: 450_000 });
    expect(parseDuration(' 12 ')).toEqual({ ms: 720_000 });
    expect(parseDuration('90:00')).toEqual({ ms: 5_400_000 });
  });

  it('refuses what is not a duration, or out of range', () => {
    expect(parseDuration('abc')).toEqual({ error: 'format' });
    expect(parseDuration('5:7')).toEqual({ error: 'format' });
    expect(parseDuration('1:60')).toEqual({ error: 'format' });
    expect(parseDuration('0:05')).toEqual({ error: 'range' });
    expect(parseDuration('241:00')).toEqual({ error: 'range' });
  });
});

describe('TimerChip', () => {
  it('shows the countdown of a running timer from its synced state, after a reload too', async () => {
    await seedTimer({ startedAt: ago(61_000), remainingMs: 300_000 });
    const first = project.render(<TimerChip projectId={PROJECT} />);
    const chip = await screen.findByTestId('timer-chip');
    await waitFor(() => expect(chip).toHaveTextContent('3:59'));
    expect(chip).toHaveAttribute('data-phase', 'running');
    // It ticks: within two seconds the display has moved on.
    await waitFor(() => expect(chip).toHaveTextContent('3:58'), { timeout: 2000 });

    first.unmount();
    project.render(<TimerChip projectId={PROJECT} />);
    const again = await screen.findByTestId('timer-chip');
    await waitFor(() => expect(again).toHaveTextContent(/^3:5\d$/));
    expect(again).toHaveAttribute('data-phase', 'running');
  });

  it('starts the project timer on first use and writes the whole state at every change', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<TimerChip projectId={PROJECT} />);
    await user.click(await screen.findByRole('button', { name: 'Cronômetro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cronômetro da atividade' });
    expect(within(dialog).getByTestId('timer-display')).toHaveTextContent('5:00');
    expect(within(dialog).getByText('Pronto para começar')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: '10 min' }));
    await waitFor(async () =>
      expect((await project.sync.db.timers.toArray())[0]).toMatchObject({
        durationMs: 600_000,
        remainingMs: 600_000,
        startedAt: null,
      }),
    );
    const [timer] = await project.sync.db.timers.toArray();
    // The live query re-renders a moment after the write lands.
    await waitFor(() =>
      expect(within(dialog).getByTestId('timer-display')).toHaveTextContent('10:00'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Iniciar' }));
    await waitFor(async () =>
      expect((await project.sync.db.timers.get(timer?.id ?? ''))?.startedAt).not.toBeNull(),
    );
    expect(await within(dialog).findByText('Contando')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    await waitFor(async () =>
      expect((await project.sync.db.timers.get(timer?.id ?? ''))?.startedAt).toBeNull(),
    );
    const paused = await project.sync.db.timers.get(timer?.id ?? '');
    expect(paused?.remainingMs).toBeGreaterThan(590_000);
    expect(await within(dialog).findByRole('button', { name: 'Continuar' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: '+1 min' }));
    await waitFor(async () =>
      expect((await project.sync.db.timers.get(timer?.id ?? ''))?.remainingMs).toBe(
        (paused?.remainingMs ?? 0) + 60_000,
      ),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Reiniciar' }));
    await waitFor(async () =>
      expect(await project.sync.db.timers.get(timer?.id ?? '')).toMatchObject({
        remainingMs: 600_000,
        startedAt: null,
      }),
    );
    // Every change went out as one timer.update with the whole state.
    const updates = (await project.sync.client.pending()).filter((m) => m.name === 'timer.update');
    for (const update of updates)
      expect(Object.keys((update.args as { changes: object }).changes).sort()).toEqual([
        'durationMs',
        'remainingMs',
        'startedAt',
      ]);
    // 10 min (the first use: the project's timer is created, then updated), start, pause,
    // +1 min, reset.
    expect(updates.length).toBe(5);
  });

  it('takes a typed duration and explains a bad one', async () => {
    await seedTimer({});
    const user = userEvent.setup({ delay: null });
    project.render(<TimerChip projectId={PROJECT} />);
    await user.click(await screen.findByRole('button', { name: 'Cronômetro: 5:00' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Outra duração (mm:ss)');
    await user.type(field, 'dez');
    await user.click(within(dialog).getByRole('button', { name: 'Definir' }));
    expect(within(dialog).getByText('Use minutos e segundos, como 07:30')).toBeVisible();
    await user.clear(field);
    await user.type(field, '7:30');
    await user.click(within(dialog).getByRole('button', { name: 'Definir' }));
    await waitFor(async () => expect((await storedTimer())?.durationMs).toBe(450_000));
    await waitFor(() =>
      expect(within(dialog).getByTestId('timer-display')).toHaveTextContent('7:30'),
    );
  });

  it('renames the activity when the field is left', async () => {
    await seedTimer({});
    const user = userEvent.setup({ delay: null });
    project.render(<TimerChip projectId={PROJECT} />);
    await user.click(await screen.findByTestId('timer-chip'));
    const field = await screen.findByLabelText('Atividade');
    // The panel may open before the timer is read: its name comes once it is.
    await waitFor(() => expect(field).toHaveValue('Brainstorm silencioso'));
    await user.clear(field);
    await user.type(field, 'Crazy 8s{Enter}');
    await waitFor(async () => expect((await storedTimer())?.label).toBe('Crazy 8s'));
  });

  it('keeps the name typed before the first use, in the one timer the project gets', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<TimerChip projectId={PROJECT} />);
    await user.click(await screen.findByRole('button', { name: 'Cronômetro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cronômetro da atividade' });
    // The steps, without waiting between them: leaving the field saves the name while
    // the tap on '10 min' already writes the duration.
    const field = within(dialog).getByLabelText('Atividade');
    await user.type(field, 'Brainstorm silencioso');
    await user.click(within(dialog).getByRole('button', { name: '10 min' }));
    // Left, the field keeps the name while it is being saved (it used to blink empty).
    expect(field).toHaveValue('Brainstorm silencioso');
    await waitFor(() =>
      expect(within(dialog).getByTestId('timer-display')).toHaveTextContent('10:00'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar' }));
    expect(await within(dialog).findByText('Contando')).toBeVisible();

    const timers = await project.sync.db.timers.toArray();
    expect(timers).toHaveLength(1);
    expect(timers[0]).toMatchObject({ label: 'Brainstorm silencioso', durationMs: 600_000 });
    expect(timers[0]?.startedAt).not.toBeNull();
    expect(field).toHaveValue('Brainstorm silencioso');
  });

  it('makes one timer when two first uses race, before either is read back', async () => {
    const { result } = renderHook(() => useProjectTimer(PROJECT, 'Erro'), {
      wrapper: ({ children }) => (
        <SyncContextProvider value={project.sync}>{children}</SyncContextProvider>
      ),
    });
    await waitFor(() => expect(result.current.timer).toBeNull());
    const { setLabel, setState } = result.current;
    await act(async () => {
      const saved = await Promise.all([
        setLabel('Crazy 8s'),
        setState({ durationMs: 480_000, remainingMs: 480_000, startedAt: null }),
      ]);
      expect(saved).toEqual([true, true]);
    });
    const timers = await project.sync.db.timers.toArray();
    expect(timers).toHaveLength(1);
    expect(timers[0]).toMatchObject({ label: 'Crazy 8s', durationMs: 480_000 });
  });

  it('shows an activity name that comes while the panel is open, until something is typed', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<TimerChip projectId={PROJECT} />);
    await user.click(await screen.findByTestId('timer-chip'));
    const field = await screen.findByLabelText('Atividade');
    // Someone taps into the field, types nothing; the timer comes after (another device's sync).
    await user.click(field);
    await seedTimer({});
    await waitFor(() => expect(field).toHaveValue('Brainstorm silencioso'));
    await user.type(field, ' 2');
    await project.sync.client.mutate('timer.update', { id: TIMER, changes: { label: 'Outro' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field).toHaveValue('Brainstorm silencioso 2');
  });
});

describe('the alarm', () => {
  const running = (endsIn: number) => ({
    id: TIMER,
    durationMs: 300_000,
    remainingMs: 300_000,
    startedAt: new Date(Date.now() + endsIn - 300_000).toISOString(),
  });

  it('rings once at zero; a reload after zero does not ring again', async () => {
    const ring = vi.fn();
    const timer = running(200);
    const first = renderHook(() => useTimerAlarm(timer, ring));
    await waitFor(() => expect(ring).toHaveBeenCalledTimes(1), { timeout: 2000 });
    first.unmount();

    // The page is reloaded just after zero: the same end is remembered on this device.
    renderHook(() => useTimerAlarm(timer, ring));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(ring).toHaveBeenCalledTimes(1);
  });

  it('a reload before zero still rings at zero; a new end rings again', async () => {
    const ring = vi.fn();
    const timer = running(400);
    renderHook(() => useTimerAlarm(timer, ring)).unmount();
    expect(ring).not.toHaveBeenCalled();
    renderHook(() => useTimerAlarm(timer, ring));
    await waitFor(() => expect(ring).toHaveBeenCalledTimes(1), { timeout: 2000 });

    // Restarted (+1 min after the end): another end, another ring.
    expect(claimRing(TIMER, Date.now() + 60_000)).toBe(true);
  });

  it('stays quiet for an end long past, and for a paused timer', async () => {
    const ring = vi.fn();
    renderHook(() => useTimerAlarm(running(-RING_GRACE_MS - 5_000), ring));
    renderHook(() =>
      useTimerAlarm({ id: TIMER, durationMs: 1000, remainingMs: 0, startedAt: null }, ring),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(ring).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { createTestUserSync, signIn } from '../../../test/user-sync';
import { SyncContextProvider, type UserSync } from '../../project-data/SyncProvider';
import { localDay } from './active-time-tracker';
import { TimeSpentCard } from './TimeSpentCard';

const ALPHA = '0190c000-0000-7000-8000-0000000000a1';
const BETA = '0190c000-0000-7000-8000-0000000000a2';
const PROJECTS = [
  { id: ALPHA, name: 'Alfa' },
  { id: BETA, name: 'Beta' },
];
/** Spaces as plain ones: Intl separates units with no-break spaces in some languages. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

let sync: UserSync;

beforeEach(async () => {
  sync = createTestUserSync();
  signIn();
  for (const project of PROJECTS) await sync.client.mutate('project.create', project);
});
afterEach(() => sync.db.close());

const render = () =>
  renderPage(
    <SyncContextProvider value={sync}>
      <TimeSpentCard projects={PROJECTS} />
    </SyncContextProvider>,
  );

const add = (projectId: string, seconds: number, day = localDay(Date.now())) =>
  sync.client.mutate('timeSpent.add', { projectId, day, seconds });

describe('TimeSpentCard', () => {
  beforeAll(() => setupI18n('pt-BR'));

  it('shows this week’s time, the total, and the projects by time, in Portuguese', async () => {
    await add(ALPHA, 3600);
    await add(ALPHA, 25 * 60);
    await add(BETA, 10 * 60);
    // Long ago: in the total, not in this week.
    for (let hour = 0; hour < 3; hour++) await add(BETA, 3600, '2020-01-06');
    render();
    expect(plain((await screen.findByTestId('time-spent-week')).textContent)).toBe('1 h 35 min');
    expect(plain(screen.getByTestId('time-spent-total').textContent)).toBe('4 h 35 min');
    expect(screen.getByText('Esta semana')).toBeTruthy();
    const rows = screen.getAllByTestId('time-spent-project').map((row) => plain(row.textContent));
    expect(rows).toEqual(['Beta3 h 10 min', 'Alfa1 h 25 min']);
    expect(screen.getByRole('link', { name: 'Beta' }).getAttribute('href')).toBe(
      `/projects/${BETA}`,
    );
  });

  it('moves as soon as a minute is counted on the device', async () => {
    render();
    expect(plain((await screen.findByTestId('time-spent-total')).textContent)).toBe('0 min');
    expect(screen.queryAllByTestId('time-spent-project')).toEqual([]);
    await add(ALPHA, 120);
    expect(
      plain(
        (await screen.findByText(/^2\smin$/, { selector: '[data-testid="time-spent-total"]' }))
          .textContent,
      ),
    ).toBe('2 min');
  });

  it('writes the figures in the interface’s language', async () => {
    await setupI18n('en');
    try {
      for (const seconds of [3600, 3600, 5 * 60]) await add(ALPHA, seconds);
      render();
      expect(plain((await screen.findByTestId('time-spent-week')).textContent)).toBe('2 hr 5 min');
      expect(screen.getByText('This week')).toBeTruthy();
    } finally {
      await setupI18n('pt-BR');
    }
  });
});

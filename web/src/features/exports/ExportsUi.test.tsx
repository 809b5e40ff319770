import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionPlan } from '@trilha/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRO_PLAN, summary } from '../../../test/billing-fixtures';
import { renderRoute, setupI18n } from '../../../test/render';
import { createTestUserSync, signIn } from '../../../test/user-sync';
import { useAuth } from '../../lib/auth-store';
import { storeSubscription } from '../../lib/current-plan';
import { SyncContextProvider, type UserSync } from '../../project-data/SyncProvider';
import { useProjectLimit } from '../../project-data/useProjectLimit';
import { backupToJson, createBackup } from './backup';
import { ExportMenu } from './ExportMenu';
import { ImportBackupButton } from './ImportBackupButton';
import { workshopSnapshot } from './test-fixtures';

// The plan comes from the billing feature; here it is whatever each test says.
const plan = vi.hoisted(() => ({
  current: undefined as Pick<SubscriptionPlan, 'exportFormats'> | undefined,
}));
vi.mock('../../lib/current-plan', async (original) => {
  const real = await original<typeof import('../../lib/current-plan')>();
  return {
    ...real,
    useSubscription: () => {
      const stored = real.useSubscription();
      return plan.current ? { plan: plan.current, unlimited: false } : stored;
    },
  };
});

/** The menu opens with a transition; on a loaded CI machine that can take over a second. */
const SLOW_MACHINE = { timeout: 10_000 };

let sync: UserSync;
let downloads: Blob[];
const PROJECT = '0190c000-0000-7000-8000-0000000000f1';

/** As the projects page mounts it: with the page's one project-limit check. */
function ImportWithPlanLimit() {
  return <ImportBackupButton projectLimit={useProjectLimit()} />;
}

function renderAt(path: string) {
  const withSync = (element: React.ReactNode) => (
    <SyncContextProvider value={sync}>{element}</SyncContextProvider>
  );
  return renderRoute(
    [
      { path: '/projects', element: withSync(<ImportWithPlanLimit />) },
      { path: '/projects/:id', element: withSync(<ExportMenu projectId={PROJECT} />) },
      { path: '/pricing', element: <p>Planos</p> },
    ],
    path,
  );
}

beforeAll(async () => {
  await setupI18n('pt-BR');
});

beforeEach(async () => {
  sync = createTestUserSync();
  signIn();
  await sync.client.mutate('project.create', { id: PROJECT, name: 'Oficina' });
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push(blob);
    return 'blob:download';
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  sync.db.close();
  plan.current = undefined;
});

describe('ExportMenu', () => {
  it('offers the four exports as menu items', async () => {
    const user = userEvent.setup();
    renderAt(`/projects/${PROJECT}`);
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    const items = await screen.findAllByRole('menuitem', {}, SLOW_MACHINE);
    expect(items.map((item) => item.textContent)).toEqual(['PDF', 'PNG', 'CSV', 'Backup (JSON)']);
  });

  it('shows formats outside the plan with an upgrade hint that leads to the plans', async () => {
    plan.current = { exportFormats: ['pdf'] };
    const user = userEvent.setup();
    const { router } = renderAt(`/projects/${PROJECT}`);
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));

    const items = await screen.findAllByRole('menuitem', {}, SLOW_MACHINE);
    const [pdf, png, csv, backup] = items;
    expect(png).toHaveTextContent('PNGNão incluído no seu plano — ver planos');
    expect(csv).toHaveTextContent('CSVNão incluído no seu plano — ver planos');
    expect(pdf).toHaveTextContent(/^PDF$/);
    expect(backup).toHaveTextContent(/^Backup \(JSON\)$/);
    await user.click(png as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(downloads).toHaveLength(0);
  });

  it('never gates an administrator, whatever the plan lists', async () => {
    const unlimited = summary({ unlimited: true, plan: { ...PRO_PLAN, exportFormats: [] } });
    storeSubscription(String(useAuth.getState().user?.id), unlimited);
    const user = userEvent.setup();
    renderAt(`/projects/${PROJECT}`);
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    const items = await screen.findAllByRole('menuitem', {}, SLOW_MACHINE);
    expect(items.map((item) => item.textContent)).toEqual(['PDF', 'PNG', 'CSV', 'Backup (JSON)']);
  });

  it('downloads the JSON backup even when the plan has no export format', async () => {
    plan.current = { exportFormats: [] };
    const user = userEvent.setup();
    renderAt(`/projects/${PROJECT}`);
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Backup (JSON)' }, SLOW_MACHINE));

    await screen.findByText('Backup gerado');
    expect(downloads).toHaveLength(1);
    expect(JSON.parse(await (downloads[0] as Blob).text())).toMatchObject({
      format: 'trilha-project-backup',
      project: { id: PROJECT, name: 'Oficina' },
    });
  });
});

describe('ImportBackupButton', () => {
  // Unless a test says otherwise, this device knows a plan that allows everything.
  beforeEach(() =>
    storeSubscription(String(useAuth.getState().user?.id), summary({ unlimited: true })),
  );

  const upload = async (text: string) => {
    const user = userEvent.setup();
    const view = renderAt('/projects');
    await screen.findByRole('button', { name: 'Importar backup' });
    const input = view.container.ownerDocument.querySelector(
      'input[type="file"]',
    ) as HTMLInputElement;
    await user.upload(input, new File([text], 'backup.json', { type: 'application/json' }));
    return view;
  };

  it('refuses a foreign file with a message and adds nothing', async () => {
    await upload('{"name":"package"}');
    await screen.findByText('Este arquivo não é um backup de projeto do Trilha.');
    expect(await sync.db.projects.count()).toBe(1);
  });

  it('names the damaged field of a broken backup', async () => {
    const backup = JSON.parse(backupToJson(createBackup(workshopSnapshot(1))));
    backup.records.ideas[0].title = '';
    await upload(JSON.stringify(backup));
    await screen.findByText(
      /O backup está danificado \(records\.ideas\.0\.title: Título é obrigatório\)/,
    );
    expect(await sync.db.projects.count()).toBe(1);
  });

  it("refuses the import up front when the plan's project limit is reached, and adds nothing", async () => {
    const userId = String(useAuth.getState().user?.id);
    await sync.db.projects.update(PROJECT, { ownerId: userId });
    storeSubscription(
      userId,
      summary({ plan: { ...PRO_PLAN, displayName: 'Free', maxProjects: 1 } }),
    );
    await upload(backupToJson(createBackup(workshopSnapshot(3))));
    await screen.findByText(/Você atingiu o limite de 1 projetos do plano Free\./);
    expect(await sync.db.projects.count()).toBe(1);
    expect(await sync.db.ideas.count()).toBe(0);
  });

  it('imports a backup as a new project and opens it', async () => {
    const { router } = await upload(backupToJson(createBackup(workshopSnapshot(3))));
    await screen.findByText('Backup importado!');
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/projects\/[0-9a-f-]{36}$/),
    );
    const newId = router.state.location.pathname.split('/').pop() ?? '';
    expect((await sync.db.projects.get(newId))?.name).toBe(
      'Clínica da Família — Oficina de Acolhimento',
    );
    expect(await sync.db.ideas.where('projectId').equals(newId).count()).toBe(3);
  });
});

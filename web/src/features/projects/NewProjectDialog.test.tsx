import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { builtInTemplate, containsOf, type TemplateSummary } from '@trilha/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_PLAN_FLAGS, PRO_PLAN, summary } from '../../../test/billing-fixtures';
import { fakeServer, jsonResponse } from '../../../test/http';
import { signedInOnline } from '../../../test/online-user-sync';
import { renderPage, setupI18n } from '../../../test/render';
import { createTestUserSync, signIn, TEST_USER_ID } from '../../../test/user-sync';
import { storeSubscription } from '../../lib/current-plan';
import { SyncContextProvider, type UserSync } from '../../project-data/SyncProvider';
import { NewProjectDialog } from './NewProjectDialog';

let sync: UserSync;

beforeAll(async () => {
  await setupI18n('pt-BR');
});

afterEach(() => {
  sync.db.close();
  localStorage.clear();
});

/** A template the account saved earlier, as GET /api/templates lists it (with its content). */
const saved = (() => {
  const content = builtInTemplate('quick-ideation-vote', 'pt-BR')?.content;
  if (!content) throw new Error('missing');
  return {
    id: '0190c000-0000-7000-8000-0000000007aa',
    source: 'own',
    name: 'Nossa ideação de sexta',
    description: 'A de sempre',
    language: 'pt-BR',
    contains: containsOf(content),
    content,
  } satisfies TemplateSummary;
})();

function onPlan(hasAdvancedTools: boolean) {
  storeSubscription(
    TEST_USER_ID,
    summary({
      plan: {
        ...PRO_PLAN,
        ...NO_PLAN_FLAGS,
        displayName: hasAdvancedTools ? 'Pro' : 'Free',
        hasAdvancedTools,
      },
    }),
  );
}

function renderDialog(onCreated = vi.fn()) {
  renderPage(
    <SyncContextProvider value={sync}>
      <NewProjectDialog opened onClose={() => {}} onCreated={onCreated} limit={null} />
    </SyncContextProvider>,
  );
  return onCreated;
}

async function chooseTemplate(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: 'Template' }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
  return user;
}

describe('NewProjectDialog with a template', () => {
  it('offline, applies the template on the device: the project and its records, queued for sync', async () => {
    signIn();
    sync = createTestUserSync();
    onPlan(true);
    const onCreated = renderDialog();

    const user = await chooseTemplate('Rodada de teste de protótipo');
    expect(screen.getByTestId('template-summary')).toHaveTextContent(
      'Contém: 1 cronômetro, 1 ideia, 1 protótipo, 1 plano de teste',
    );
    await user.type(screen.getByLabelText(/Nome do projeto/), 'Teste do app');
    await user.click(screen.getByRole('button', { name: 'Criar Projeto' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const id = onCreated.mock.calls[0]?.[0] as string;
    expect(await sync.db.projects.get(id)).toMatchObject({ name: 'Teste do app' });
    expect(await sync.db.testPlans.where('projectId').equals(id).count()).toBe(1);
    const [plan] = await sync.db.testPlans.where('projectId').equals(id).toArray();
    expect((await sync.db.prototypes.get(String(plan?.prototypeId)))?.projectId).toBe(id);
    expect(await sync.db.outbox.count()).toBe(5);
  });

  it('online, asks the server to make it from the template, and lists the saved templates', async () => {
    sync = signedInOnline();
    onPlan(true);
    const calls = fakeServer(({ method, path }) => {
      if (path === '/api/templates') return jsonResponse([saved]);
      if (method === 'POST' && path === '/api/projects') return jsonResponse({}, 201);
      return undefined;
    });
    const onCreated = renderDialog();

    const user = await chooseTemplate('Nossa ideação de sexta');
    expect(screen.getByTestId('template-summary')).toHaveTextContent('A de sempre');
    await user.type(screen.getByLabelText(/Nome do projeto/), 'Sexta');
    await user.click(screen.getByRole('button', { name: 'Criar Projeto' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const id = onCreated.mock.calls[0]?.[0] as string;
    expect(calls).toContain(
      `POST /api/projects ${JSON.stringify({ id, name: 'Sexta', description: '', templateId: saved.id })}`,
    );
    // Made by the server: nothing applied or queued on the device.
    expect(await sync.db.projects.get(id)).toBeUndefined();
    expect(await sync.db.outbox.count()).toBe(0);
  });

  it('on Free, shows the templates with the upgrade hint and creates only blank projects', async () => {
    signIn();
    sync = createTestUserSync();
    onPlan(false);
    const onCreated = renderDialog();

    const user = await chooseTemplate('Design sprint de 2 horas');
    expect(screen.getByTestId('plan-limit-notice')).toHaveTextContent('Free');
    await user.type(screen.getByLabelText(/Nome do projeto/), 'Sprint');
    expect(screen.getByRole('button', { name: 'Criar Projeto' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Template' }));
    await user.click(
      await screen.findByRole('option', { name: 'Projeto em branco', hidden: true }),
    );
    expect(screen.queryByTestId('plan-limit-notice')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Criar Projeto' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(await sync.db.ideas.count()).toBe(0);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TemplateSummary } from '@trilha/shared';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { NO_PLAN_FLAGS, PRO_PLAN, summary } from '../../../test/billing-fixtures';
import { fakeServer, jsonResponse } from '../../../test/http';
import { signedInOnline } from '../../../test/online-user-sync';
import { renderPage, setupI18n } from '../../../test/render';
import { TEST_USER_ID } from '../../../test/user-sync';
import { storeSubscription } from '../../lib/current-plan';
import { SyncContextProvider, type UserSync } from '../../project-data/SyncProvider';
import { SaveTemplateDialog } from './SaveTemplateDialog';

const PROJECT = {
  id: '0190c000-0000-7000-8000-0000000008aa',
  name: 'Oficina da escola',
  description: '',
};
const savedTemplate: TemplateSummary = {
  id: '0190c000-0000-7000-8000-0000000008bb',
  source: 'own',
  name: 'Oficina da escola',
  description: 'Para as turmas do 5º ano',
  language: 'pt-BR',
  contains: { ideas: 1 },
  content: { projectDescription: '', records: [] },
};

let sync: UserSync;

beforeAll(async () => {
  await setupI18n('pt-BR');
});

afterEach(() => {
  sync.db.close();
  localStorage.clear();
});

function render(hasAdvancedTools: boolean) {
  sync = signedInOnline();
  storeSubscription(
    TEST_USER_ID,
    summary({ plan: { ...PRO_PLAN, ...NO_PLAN_FLAGS, displayName: 'Free', hasAdvancedTools } }),
  );
  renderPage(
    <SyncContextProvider value={sync}>
      <SaveTemplateDialog project={PROJECT} opened onClose={() => {}} />
    </SyncContextProvider>,
  );
}

it('saves the project as a template of the account, lists it and deletes it', async () => {
  const templates: TemplateSummary[] = [];
  const calls = fakeServer(({ method, path }) => {
    if (method === 'GET' && path === '/api/templates') return jsonResponse(templates);
    if (method === 'POST' && path === '/api/templates') {
      templates.push(savedTemplate);
      return jsonResponse(savedTemplate, 201);
    }
    if (method === 'DELETE' && path === `/api/templates/${savedTemplate.id}`) {
      templates.length = 0;
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  render(true);
  const user = userEvent.setup();

  expect(await screen.findByText('Você ainda não salvou nenhum template.')).toBeInTheDocument();
  expect(screen.getByLabelText(/Nome do template/)).toHaveValue('Oficina da escola');
  await user.type(screen.getByLabelText('Descrição'), 'Para as turmas do 5º ano');
  await user.click(screen.getByRole('button', { name: 'Salvar template' }));

  await waitFor(() =>
    expect(calls).toContain(
      `POST /api/templates ${JSON.stringify({ projectId: PROJECT.id, name: 'Oficina da escola', description: 'Para as turmas do 5º ano' })}`,
    ),
  );
  const remove = await screen.findByRole('button', {
    name: 'Excluir o template Oficina da escola',
  });
  await user.click(remove);
  await waitFor(() => expect(calls).toContain(`DELETE /api/templates/${savedTemplate.id}`));
  expect(await screen.findByText('Você ainda não salvou nenhum template.')).toBeInTheDocument();
});

it('on Free, shows the upgrade hint and does not save', async () => {
  const calls = fakeServer(({ path }) =>
    path === '/api/templates' ? jsonResponse([]) : undefined,
  );
  render(false);
  expect(await screen.findByTestId('plan-limit-notice')).toHaveTextContent('Free');
  expect(screen.getByRole('button', { name: 'Salvar template' })).toBeDisabled();
  expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
});

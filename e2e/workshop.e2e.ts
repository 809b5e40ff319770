import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  createProject,
  newContext,
  SYNCED_SINCE_LOAD,
  screenshot,
  signIn,
  signUpByApi,
  waitForServiceWorker,
} from './helpers';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

/** Picks an option in a native select or a Mantine combobox. */
async function choose(scope: Locator, label: RegExp, option: string) {
  const field = scope.getByLabel(label).first();
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption({ label: option });
  } else {
    await field.click();
    await scope.page().getByRole('option', { name: option }).click();
  }
}

/** Opens a create dialog, fills it, submits, and waits for the success toast. */
async function create(
  page: Page,
  open: RegExp,
  fill: (dialog: Locator) => Promise<void>,
  submit: RegExp,
  toast: string,
) {
  await page.getByRole('button', { name: open }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByRole('button', { name: submit }).click();
  await page
    .getByText(toast)
    .first()
    .waitFor()
    .catch(async (error: unknown) => {
      await screenshot(page, `workshop-failed-${toast}`);
      throw error;
    });
  await dialog.waitFor({ state: 'detached' });
}

it('runs a whole workshop offline: every tool of the five phases, votes, a reload, then it all reaches the server', async () => {
  const context = await newContext(suite.browser);
  const page = await context.newPage();
  await page.goto(suite.app.url);
  const account = await signUpByApi(page);
  await signIn(page, suite.app.url, account);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await createProject(page, suite.app.url, 'Oficina sem wifi');
  await page
    .getByRole('link', { name: /Oficina sem wifi/ })
    .first()
    .click();
  await page.waitForURL(/\/projects?\//);
  const projectUrl = page.url();
  const projectId = projectUrl.split('/').pop() ?? '';

  // Phase 1
  await create(
    page,
    /^Novo Mapa de Empatia/,
    (d) => d.getByLabel(/^Título/).fill('Enfermeira do plantão'),
    /^Criar Mapa/,
    'Mapa de Empatia criado!',
  );
  await page.getByRole('tab', { name: 'Personas' }).click();
  await create(
    page,
    /^Nova Persona/,
    (d) => d.getByLabel(/^Nome/).first().fill('Carla'),
    /^Criar Persona/,
    'Persona criada!',
  );
  await page.getByRole('tab', { name: 'Entrevistas' }).click();
  await create(
    page,
    /^Nova Entrevista/,
    (d) => d.getByLabel(/^Nome do participante/).fill('João'),
    /^Criar Entrevista/,
    'Entrevista criada!',
  );
  await page.getByRole('tab', { name: /Observações/ }).click();
  await create(
    page,
    /^Nova Observação/,
    async (d) => {
      await d.getByLabel(/^Local/).fill('Recepção');
      await d.getByLabel(/^Contexto/).fill('Segunda de manhã');
      await d.getByLabel(/^Comportamento/).fill('Fila na porta antes de abrir');
    },
    /^Criar Observação/,
    'Observação criada!',
  );

  // Phase 2
  await page
    .getByRole('button', { name: /Fase 2: Definir/ })
    .first()
    .click();
  await create(
    page,
    /^Novo POV Statement/,
    async (d) => {
      await d.getByLabel(/^Usuário/).fill('Uma enfermeira do plantão');
      await d.getByLabel(/^Necessidade/).fill('registrar a passagem de turno rápido');
      await d.getByLabel(/^Insight/).fill('o turno termina sempre atrasado');
    },
    /^Criar POV Statement/,
    'POV Statement criado!',
  );
  await page.getByRole('tab', { name: /HMW|How Might We/ }).click();
  await create(
    page,
    /^Nova Pergunta HMW/,
    (d) => d.getByLabel(/^Pergunta/).fill('Como poderíamos encurtar a passagem de turno?'),
    /^Criar Pergunta/,
    'Pergunta HMW criada!',
  );

  // Phase 3, with a vote
  await page
    .getByRole('button', { name: /Fase 3: Idear/ })
    .first()
    .click();
  await create(
    page,
    /^Nova Ideia/,
    async (d) => {
      await d.getByLabel(/^Título/).fill('Passagem de turno por áudio');
      await d.getByLabel(/^Descrição/).fill('Gravar um resumo de voz por paciente');
    },
    /^Criar Ideia/,
    'Ideia criada!',
  );
  await page.getByRole('button', { name: /^Votar \(\+1\)/ }).click();
  await page.getByText('Voto registrado!').first().waitFor();

  // Phase 4
  await page
    .getByRole('button', { name: /Fase 4: Prototipar/ })
    .first()
    .click();
  await create(
    page,
    /^(Novo Protótipo|Criar Primeiro Protótipo)/,
    async (d) => {
      await d.getByLabel(/^Nome/).first().fill('Roteiro de áudio em papel');
      await d.getByLabel(/^Descrição/).fill('Cartões com o roteiro da gravação');
    },
    /^Criar Protótipo/,
    'Protótipo criado!',
  );

  // Phase 5: a plan, set running, and a participant's result
  await page
    .getByRole('button', { name: /Fase 5: Testar/ })
    .first()
    .click();
  await create(
    page,
    /^(Novo Plano de Teste|Criar Primeiro Plano de Teste)/,
    async (d) => {
      await d.getByLabel(/^Nome/).first().fill('Teste no plantão');
      await d.getByLabel(/^Metodologia/).fill('Observação com tarefas');
    },
    /^Criar Plano/,
    'Plano de teste criado!',
  );
  await page.getByRole('button', { name: 'Editar Teste no plantão' }).click();
  const edit = page.getByRole('dialog');
  await choose(edit, /^Status/, 'Em andamento');
  await edit.getByRole('button', { name: /^Salvar/ }).click();
  await page.getByText('Plano de teste atualizado!').first().waitFor();
  await page.getByRole('tab', { name: /Resultados/ }).click();
  await create(
    page,
    /^Registrar resultado/i,
    async (d) => {
      const rate = d.getByLabel(/^Taxa de sucesso/);
      if ((await rate.inputValue()) === '') await rate.fill('80');
    },
    /^Registrar$/,
    'Resultado registrado!',
  );

  // Still offline: a reload shows everything, with the completion computed locally.
  await page.goto(projectUrl);
  await page.getByText('10/10 ferramentas concluídas').waitFor();
  await page.getByText('100%').first().waitFor();
  await screenshot(page, 'workshop-offline');

  // Back online: everything reaches the server.
  await context.setOffline(false);
  await page.reload();
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
  const server = await page.evaluate(async (id) => {
    const get = async (path: string) => (await fetch(path)).json();
    return {
      project: await get(`/api/projects/${id}`),
      ideas: await get(`/api/projects/${id}/ideas`),
    };
  }, projectId);
  expect(server.project).toMatchObject({
    name: 'Oficina sem wifi',
    completedTools: 10,
    completionRate: 100,
  });
  expect(server.ideas).toMatchObject([{ title: 'Passagem de turno por áudio', votes: 1 }]);
  await context.close();
});

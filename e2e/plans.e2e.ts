import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProjectByApi, SYNCED_SINCE_LOAD, screenshot, signedInPage } from './helpers';
import { appAndBrowser } from './suite';

// The webhook receiver below listens on the loopback, which the server refuses without this.
const suite = appAndBrowser({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });

/** A customer's system that receives webhooks: each delivery's body and signature header. */
interface Delivery {
  body: string;
  signature: string;
}
let receiver: Server;
let receiverUrl: string;
const deliveries: Delivery[] = [];

const bodyOf = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
};

beforeAll(async () => {
  receiver = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      deliveries.push({ body, signature: String(request.headers['trilha-signature'] ?? '') });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/trilha`;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

/** Waits until a delivery of `type` arrives; its body parsed, and the delivery. */
async function deliveryOf(type: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = deliveries.find((delivery) => JSON.parse(delivery.body).type === type);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${type} delivery within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A signed-in page of a new account (the first one made in the file is the administrator). */
const page = (name: string, emailName: string) =>
  signedInPage(suite.browser, suite.app.url, name, `${emailName}.${Date.now()}@example.com`);

/** The id of the customer's project named `name`, once the server has it. */
async function projectIdByName(customer: Page, name: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const projects = await customer.evaluate(async () => {
      const response = await fetch('/api/projects');
      return (await response.json()) as { id: string; name: string }[];
    });
    const found = projects.find((project) => project.name === name);
    if (found) return found.id;
    if (Date.now() > deadline) throw new Error(`no project ${name} on the server within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Opens the 'Novo Projeto' dialog on /projects. */
async function openNewProject(customer: Page) {
  await customer.goto(`${suite.app.url}/projects`);
  await customer.locator(SYNCED_SINCE_LOAD).waitFor();
  await customer
    .getByRole('button', { name: /Novo Projeto/ })
    .first()
    .click();
  return customer.getByRole('dialog');
}

it('a customer with every feature starts from a template, calls the API with a token and hears a webhook', async () => {
  // The first account is the administrator, whom no plan limits: a customer of every feature.
  const customer = await page('Clara Cliente', 'clara');

  // A project from the quick ideation template: its idea prompts come with it.
  const dialog = await openNewProject(customer);
  await dialog.getByLabel(/Nome do projeto/).fill('Ideias para a feira');
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await customer.getByRole('option', { name: 'Ideação rápida com votação' }).click();
  await dialog.getByRole('button', { name: 'Criar Projeto' }).click();
  const projectId = await projectIdByName(customer, 'Ideias para a feira');

  // A token with write access, made on the profile and shown once.
  await customer.goto(`${suite.app.url}/profile`);
  await customer.getByLabel(/Nome do token/).fill('Planilha');
  await customer.getByRole('radio', { name: 'Leitura e escrita' }).check();
  await customer.getByRole('button', { name: 'Criar token' }).click();
  const token = await customer.getByLabel('Token “Planilha”').inputValue();
  expect(token).toMatch(/^trl_/);
  await screenshot(customer, 'plans-api-token');

  // A webhook for new records, registered on 'Integrações'; its secret is shown once.
  await customer.goto(`${suite.app.url}/integrations`);
  await customer.getByLabel(/URL que recebe os eventos/).fill(receiverUrl);
  await customer.getByRole('checkbox', { name: 'Registro criado' }).check();
  await customer.getByRole('button', { name: 'Adicionar webhook' }).click();
  const secret = await customer.getByLabel('Segredo de assinatura').inputValue();
  await screenshot(customer, 'plans-webhook-secret');

  // The customer's program: no cookie, no Origin, only the token.
  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${suite.app.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ideas = (await (await api('GET', `/api/projects/${projectId}/ideas`)).json()) as {
    title: string;
  }[];
  expect(ideas.map((idea) => idea.title)).toContain('E se fizéssemos o contrário?');
  const created = await api('POST', `/api/projects/${projectId}/ideas`, {
    title: 'Feira com entrega',
    description: 'Vinda da planilha',
  });
  expect(created.status).toBe(201);
  const idea = (await created.json()) as { id: string };

  // The webhook tells the receiver, signed with the secret.
  const delivery = await deliveryOf('record.created');
  const [t, v1] = delivery.signature.split(',').map((part) => part.split('=')[1]);
  expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex'));
  expect(JSON.parse(delivery.body).data).toMatchObject({ projectId, id: idea.id });
});

it('a Free customer is offered each paid feature with the way to a plan that has it', async () => {
  const free = await page('Fábio Free', 'fabio');
  const projectId = await createProjectByApi(free, 'Horta comunitária');

  const dialog = await openNewProject(free);
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await free.getByRole('option', { name: 'Ideação rápida com votação' }).click();
  await dialog
    .getByText('O plano Free não inclui templates nem as ferramentas avançadas.', {
      exact: false,
    })
    .waitFor();
  await free.keyboard.press('Escape');

  await free.goto(`${suite.app.url}/projects/${projectId}`);
  await free.locator(SYNCED_SINCE_LOAD).waitFor();
  await free.getByRole('tab', { name: /Análise Inteligente IA/ }).click();
  await free
    .getByText('O plano Free não inclui a análise dos projetos com IA.', { exact: false })
    .waitFor();
  expect(await free.getByRole('button', { name: 'Gerar Análise IA' }).isDisabled()).toBe(true);
  await screenshot(free, 'plans-free-analysis');

  await free.goto(`${suite.app.url}/profile`);
  await free.getByText('O plano Free não inclui a API personalizada.', { exact: false }).waitFor();
  await free.goto(`${suite.app.url}/integrations`);
  await free
    .getByText('O plano Free não inclui integrações personalizadas.', { exact: false })
    .waitFor();
  await screenshot(free, 'plans-free-integrations');
});

import { expect, it } from 'vitest';
import { screenshot } from './helpers';
import { cloudAccount, cloudJson, cloudPull, linkHubToCloud, syncHubNow } from './room/cloud-steps';
import { apiJson, freshProjectOn, PHONE, rowsOfFirstPull } from './room/devices';
import { joinRoomAs, openIdeas, openRoom } from './room/room-steps';
import { applyToVotes, createSession, readResults, reveal, spendDots } from './room/voting-steps';
import { hubCloudAndBrowser } from './suite';

// Issue 31 end to end: a room served by a laptop at its hotspot address (plain http, no
// internet) is brought to the team's cloud Trilha once the laptop links to it — the guests'
// notes under their names, their dots, and the votes the dots became (decision 0021).

const suite = hubCloudAndBrowser({ insecureHost: 'sala.test' });

const LAPTOP = { viewport: { width: 1280, height: 800 } };

/** Each guest of the room, the idea they write on their phone, and where their two dots go. */
const GUESTS = [
  { name: 'Bia', idea: 'Senha por SMS', dots: ['Senha por SMS', 'Fila virtual pelo celular'] },
  {
    name: 'Caio',
    idea: 'Fila virtual pelo celular',
    dots: ['Senha por SMS', 'Lembrete na véspera'],
  },
  {
    name: 'Duda',
    idea: 'Lembrete na véspera',
    dots: ['Senha por SMS', 'Fila virtual pelo celular'],
  },
];
const RESULTS = [
  { title: 'Senha por SMS', dots: 3, rank: 1 },
  { title: 'Fila virtual pelo celular', dots: 2, rank: 2 },
  { title: 'Lembrete na véspera', dots: 1, rank: 3 },
];
const dotsOn = (title: string) => RESULTS.find((row) => row.title === title)?.dots ?? 0;

interface Idea {
  id: string;
  title: string;
  description: string;
  authorName: string;
  votes: number;
}

it('three phones write and vote in a room on a hub, and the hub brings it all to the cloud with names and dots', async () => {
  const { page: laptop, projectId } = await freshProjectOn(suite, LAPTOP, 'Oficina na escola');
  await openIdeas(laptop);
  const { joinUrl } = await openRoom(laptop);
  await laptop.keyboard.press('Escape');

  // Three phones join from the link, each with a name, and each writes an idea.
  const guests = await Promise.all(
    GUESTS.map(async (guest) => {
      const phone = await (await suite.browser.newContext({ locale: 'pt-BR', ...PHONE })).newPage();
      await phone.goto(joinUrl);
      await joinRoomAs(phone, guest.name);
      const capture = phone.getByLabel('Anotar ideia');
      await capture.fill(guest.idea);
      await capture.press('Enter');
      await phone.getByTestId('idea-card').filter({ hasText: guest.idea }).waitFor();
      return { ...guest, phone };
    }),
  );
  const phones = guests.map((guest) => guest.phone);
  const [bia] = phones as [(typeof phones)[number]];
  for (const guest of GUESTS) {
    const card = laptop.getByTestId('idea-card').filter({ hasText: guest.idea });
    await card.getByText(`por ${guest.name}`).waitFor({ timeout: 15_000 });
  }
  await screenshot(laptop, 'room-cloud-ideas-laptop');
  await screenshot(bia, 'room-cloud-ideas-phone');

  // A dot vote opened on the laptop; each guest places their two dots on their own phone.
  const sessionId = await createSession(laptop, { title: 'Quais ideias testar?', budget: 2 });
  const sessionUrl = `${suite.app.url}/projects/${projectId}/voting/${sessionId}`;
  await Promise.all(
    guests.map(async ({ phone, ...guest }) => {
      await phone.goto(sessionUrl);
      await phone.getByRole('button', { name: `Entrar na votação como ${guest.name}` }).click();
      await spendDots(phone, guest.name, guest.dots);
      await phone.locator('[data-testid="sync-indicator"][data-pending="0"]').waitFor();
    }),
  );
  for (const guest of GUESTS) {
    await laptop
      .getByRole('button', { name: `Votar como ${guest.name} (já votou)` })
      .waitFor({ timeout: 15_000 });
  }
  await screenshot(bia, 'room-cloud-voted-phone');
  await screenshot(laptop, 'room-cloud-voted-laptop');

  // The facilitator reveals: the phones show the results live, and the dots become votes.
  await reveal(laptop);
  expect(await readResults(laptop)).toEqual(RESULTS);
  for (const phone of phones) expect(await readResults(phone)).toEqual(RESULTS);
  await screenshot(bia, 'room-cloud-results-phone');
  // What is done with the result is the facilitator's: a guest reads it only.
  expect(await bia.getByRole('button', { name: 'Somar aos votos' }).count()).toBe(0);
  await applyToVotes(laptop);
  await screenshot(laptop, 'room-cloud-results-laptop');
  await laptop.locator('[data-testid="sync-indicator"][data-pending="0"]').waitFor();

  // The laptop links to the cloud account on 'Conectar à nuvem'; the hub then meets the cloud
  // by itself (every 5 s) until nothing waits, and the screen says so.
  const cloud = await cloudAccount(suite.cloud.url);
  await linkHubToCloud(laptop, cloud.account);
  await laptop.getByText('Tudo enviado').waitFor({ timeout: 30_000 });
  await screenshot(laptop, 'room-cloud-linked-laptop');
  await expect
    .poll(() => syncHubNow(laptop), { timeout: 30_000 })
    .toMatchObject({ pending: 0, lastError: null });

  // The cloud holds every note under its author's name, its votes, and each guest's dots.
  const ideas = await cloudJson<Idea[]>(cloud.api, `/api/projects/${projectId}/ideas`);
  const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
  expect(
    ideas.map(({ title, authorName, votes }) => ({ title, authorName, votes })).sort(byTitle),
  ).toEqual(
    GUESTS.map((guest) => ({
      title: guest.idea,
      authorName: guest.name,
      votes: dotsOn(guest.idea),
    })).sort(byTitle),
  );
  const pulled = await cloudPull(cloud.api);
  const nameOf = new Map(
    rowsOfFirstPull(pulled, 'participants', projectId).map((row) => [row.id, row.name]),
  );
  const titleOf = new Map(ideas.map((idea) => [idea.id, idea.title]));
  const dots = rowsOfFirstPull(pulled, 'dots', projectId).map(
    (dot) =>
      `${nameOf.get(dot.participantId)} → ${titleOf.get(String(dot.itemId))}, by ${dot.authorName}`,
  );
  expect(dots.sort()).toEqual(
    GUESTS.flatMap((guest) =>
      guest.dots.map((title) => `${guest.name} → ${title}, by ${guest.name}`),
    ).sort(),
  );
  expect(rowsOfFirstPull(pulled, 'votingSessions', projectId)).toMatchObject([
    { id: sessionId, status: 'revealed', appliedAt: expect.any(String) },
  ]);

  // Back on the hub, a guest still changes her own note after the round, and that goes up too.
  const biasIdea = ideas.find((idea) => idea.title === GUESTS[0]?.idea);
  const edited = await apiJson<Idea>(bia, 'PUT', `/api/ideas/${biasIdea?.id}`, {
    description: 'Com aviso 10 minutos antes',
  });
  expect(edited).toMatchObject({ description: 'Com aviso 10 minutos antes' });
  await expect
    .poll(() => syncHubNow(laptop), { timeout: 30_000 })
    .toMatchObject({ pending: 0, lastError: null });
  const again = await cloudJson<Idea[]>(cloud.api, `/api/projects/${projectId}/ideas`);
  expect(again.find((idea) => idea.id === biasIdea?.id)).toMatchObject({
    description: 'Com aviso 10 minutos antes',
    authorName: 'Bia',
    votes: 3,
  });
  await cloud.api.dispose();
  for (const phone of phones) await phone.context().close();
  await laptop.context().close();
});

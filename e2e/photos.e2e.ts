import { parseImageDataUrl } from '@trilha/shared';
import { expect, it } from 'vitest';
import {
  SYNCED_SINCE_LOAD,
  screenshot,
  signIn,
  signUpByApi,
  waitForServiceWorker,
} from './helpers';
import {
  createPersonaWithPhoto,
  createPrototypeWithPictures,
  makeWallPhoto,
  observationPhotoSources,
  openObservationPhoto,
  openObservations,
  openPersonas,
  openPrototypes,
  recordObservationWithPhotos,
} from './room/photos-steps';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };
const LOCATION = 'Sala de espera do posto';

it('a tablet offline photographs the wall into an observation; another device shows the photos', async () => {
  // Tablet A: signed in, app cached, on a new project.
  const contextA = await suite.browser.newContext({ locale: 'pt-BR', viewport: TABLET });
  const a = await contextA.newPage();
  await a.goto(suite.app.url);
  const account = await signUpByApi(a);
  await signIn(a, suite.app.url, account);
  const project = await a.evaluate(async () => {
    const response = await fetch('/api/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Oficina no posto de saúde' }),
    });
    return (await response.json()) as { id: string };
  });
  await waitForServiceWorker(a);
  await a.goto(`${suite.app.url}/projects/${project.id}`);
  await a.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });

  // Offline: six camera-sized photos (4032×3024 JPEGs) into one observation.
  await contextA.setOffline(true);
  const photos = [];
  for (let index = 1; index <= 6; index += 1) {
    photos.push(
      await makeWallPhoto(a, { name: `parede-${index}.jpg`, caption: `Parede ${index}` }),
    );
  }
  const originalBytes = photos.reduce((sum, photo) => sum + photo.buffer.length, 0);
  await openObservations(a);
  await recordObservationWithPhotos(
    a,
    {
      location: LOCATION,
      context: 'Segunda de manhã, sem senha eletrônica',
      behavior: 'Pacientes colam recados na parede para guardar o lugar',
      photos,
    },
    () => screenshot(a, 'photos-form-tablet'),
  );
  const stored = await observationPhotoSources(a, LOCATION, 6);
  await screenshot(a, 'photos-card-tablet-offline');
  const storedBytes = stored.map((src) => parseImageDataUrl(src)?.bytes ?? 0);
  for (const bytes of storedBytes) {
    expect(bytes).toBeGreaterThan(20_000);
    expect(bytes).toBeLessThanOrEqual(400 * 1024);
  }
  for (const src of stored) expect(src.startsWith('data:image/jpeg;base64,')).toBe(true);
  await a.getByTestId('sync-indicator').getByText('Offline').waitFor();

  // Back online: the observation goes up in one push.
  const pushes: number[] = [];
  a.on('request', (request) => {
    if (request.url().endsWith('/api/sync/push'))
      pushes.push(request.postDataBuffer()?.length ?? 0);
  });
  await contextA.setOffline(false);
  await a.locator('[data-testid="sync-indicator"][data-pending="0"]').waitFor({ timeout: 60_000 });
  const pushedBytes = Math.max(...pushes);
  console.info(
    `6 photos: ${(originalBytes / 1024 / 1024).toFixed(1)} MB from the camera → ` +
      `${storedBytes.map((bytes) => Math.round(bytes / 1024)).join(', ')} kB stored; ` +
      `largest push ${(pushedBytes / 1024 / 1024).toFixed(2)} MB in ${pushes.length} push(es)`,
  );
  expect(pushedBytes).toBeLessThan(4 * 1024 * 1024);

  // Device B (a phone, its own storage): the same account shows the photos.
  const contextB = await suite.browser.newContext({ locale: 'pt-BR', viewport: PHONE });
  const b = await contextB.newPage();
  await signIn(b, suite.app.url, account);
  await b.goto(`${suite.app.url}/projects/${project.id}`);
  await b.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
  await openObservations(b);
  expect(await observationPhotoSources(b, LOCATION, 6)).toEqual(stored);
  await screenshot(b, 'photos-card-phone');
  const { viewer, image } = await openObservationPhoto(b, LOCATION, 2, 6);
  expect(await image.getAttribute('src')).toBe(stored[1]);
  const size = await image.evaluate((image) => [
    (image as HTMLImageElement).naturalWidth,
    (image as HTMLImageElement).naturalHeight,
  ]);
  expect(size).toEqual([1600, 1200]);
  await screenshot(b, 'photos-viewer-phone');
  await viewer.getByRole('button', { name: 'Próxima foto' }).click();
  await b.getByRole('dialog', { name: 'Foto 3 de 6' }).waitFor();

  await contextA.close();
  await contextB.close();
});

it('on a phone: a persona avatar from the camera and pictures of a paper prototype', async () => {
  const context = await suite.browser.newContext({ locale: 'pt-BR', viewport: PHONE });
  const page = await context.newPage();
  await page.goto(suite.app.url);
  const account = await signUpByApi(page);
  await signIn(page, suite.app.url, account);
  const project = await page.evaluate(async () => {
    const response = await fetch('/api/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Protótipos de papel' }),
    });
    return (await response.json()) as { id: string };
  });
  await page.goto(`${suite.app.url}/projects/${project.id}`);
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });

  // A portrait photo (3024×4032) becomes a 384×512 avatar of a few dozen kB.
  await openPersonas(page);
  const face = await makeWallPhoto(page, {
    name: 'carla.jpg',
    caption: 'Carla',
    width: 3024,
    height: 4032,
  });
  const avatar = await createPersonaWithPhoto(page, 'Carla', face, () =>
    screenshot(page, 'photos-persona-dialog-phone'),
  );
  const avatarBytes = parseImageDataUrl(avatar)?.bytes ?? 0;
  expect(avatarBytes).toBeGreaterThan(5_000);
  expect(avatarBytes).toBeLessThanOrEqual(256 * 1024);
  const card = page.getByTestId('persona').filter({ hasText: 'Carla' });
  const shown = card.getByRole('img', { name: 'Avatar de Carla' });
  await shown.waitFor();
  expect(await shown.getAttribute('src')).toBe(avatar);
  expect(
    await shown.evaluate((image) => [
      (image as HTMLImageElement).naturalWidth,
      (image as HTMLImageElement).naturalHeight,
    ]),
  ).toEqual([384, 512]);

  // Two pictures of the paper prototype, chosen from the gallery.
  await openPrototypes(page);
  const pictures = [
    await makeWallPhoto(page, { name: 'tela-1.jpg', caption: 'Tela 1', width: 2000, height: 1500 }),
    await makeWallPhoto(page, { name: 'tela-2.jpg', caption: 'Tela 2', width: 2000, height: 1500 }),
  ];
  await createPrototypeWithPictures(page, {
    name: 'Fluxo em papel',
    description: 'Telas desenhadas à mão',
    pictures,
  });
  await screenshot(page, 'photos-prototype-phone');
  await page
    .locator('[data-testid="sync-indicator"][data-pending="0"]')
    .waitFor({ timeout: 60_000 });
  await context.close();
});

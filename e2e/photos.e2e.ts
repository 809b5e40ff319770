import { parseImageDataUrl } from '@trilha/shared';
import { expect, it } from 'vitest';
import { screenshot } from './helpers';
import { accountWithProject, PHONE, roomDevice, setOnline, TABLET_PORTRAIT } from './room/devices';
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

const LOCATION = 'Sala de espera do posto';

it('a tablet offline photographs the wall into an observation; another device shows the photos', async () => {
  // Tablet A: signed in, app cached, on a new project.
  const { account, projectId } = await accountWithProject(suite, 'Oficina no posto de saúde');
  const a = await roomDevice(suite, account, TABLET_PORTRAIT, `/projects/${projectId}`);

  // Offline: six camera-sized photos (4032×3024 JPEGs) into one observation.
  await setOnline(false, a);
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
  await setOnline(true, a);
  await a.locator('[data-testid="sync-indicator"][data-pending="0"]').waitFor({ timeout: 60_000 });
  const pushedBytes = Math.max(...pushes);
  console.info(
    `6 photos: ${(originalBytes / 1024 / 1024).toFixed(1)} MB from the camera → ` +
      `${storedBytes.map((bytes) => Math.round(bytes / 1024)).join(', ')} kB stored; ` +
      `largest push ${(pushedBytes / 1024 / 1024).toFixed(2)} MB in ${pushes.length} push(es)`,
  );
  expect(pushedBytes).toBeLessThan(4 * 1024 * 1024);

  // Device B (a phone, its own storage): the same account shows the photos.
  const b = await roomDevice(suite, account, PHONE, `/projects/${projectId}`);
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

  await a.context().close();
  await b.context().close();
});

it('on a phone: a persona avatar from the camera and pictures of a paper prototype', async () => {
  const { account, projectId } = await accountWithProject(suite, 'Protótipos de papel');
  const page = await roomDevice(suite, account, PHONE, `/projects/${projectId}`);

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
  await page.context().close();
});

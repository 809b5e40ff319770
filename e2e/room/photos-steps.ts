import type { Page } from 'playwright-core';

// Steps of the photos helper for browser scenarios: plain functions on a Playwright page, in
// pt-BR, with no assertions of their own beyond waiting for what each step produces.

/** A file for `setInputFiles`. */
export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real JPEG the size of a tablet camera's (4032×3024 by default, several MB), drawn by the
 * page's own canvas: a wall with sticky notes, a caption and sensor-like noise, so it weighs
 * what a photo weighs. Works offline (nothing is fetched).
 */
export async function makeWallPhoto(
  page: Page,
  options: { name: string; caption: string; width?: number; height?: number },
): Promise<PhotoFile> {
  const base64 = await page.evaluate(
    ({ caption, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const wall = context.createLinearGradient(0, 0, width, height);
      wall.addColorStop(0, '#d9d4c7');
      wall.addColorStop(1, '#b9b2a2');
      context.fillStyle = wall;
      context.fillRect(0, 0, width, height);
      const colours = ['#fde047', '#f9a8d4', '#86efac', '#93c5fd', '#fdba74'];
      const note = Math.round(width / 9);
      for (let row = 0; row < 4; row += 1) {
        for (let column = 0; column < 6; column += 1) {
          context.save();
          context.translate(note * (1 + column * 1.3), note * (1.5 + row * 1.4));
          context.rotate(((row * 7 + column * 3) % 9) / 60 - 0.07);
          context.fillStyle = colours[(row + column) % colours.length] ?? '#fde047';
          context.fillRect(0, 0, note, note);
          context.fillStyle = '#1f2937';
          context.font = `${Math.round(note / 7)}px sans-serif`;
          context.fillText(`Ideia ${row * 6 + column + 1}`, note / 10, note / 3);
          context.restore();
        }
      }
      context.fillStyle = '#111827';
      context.font = `bold ${Math.round(height / 14)}px sans-serif`;
      context.fillText(caption, width / 20, height - height / 12);
      // Sensor noise: a camera photo never compresses like a flat drawing.
      const pixels = context.getImageData(0, 0, width, height);
      let seed = 7;
      for (let index = 0; index < pixels.data.length; index += 4) {
        seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
        const noise = (seed % 25) - 12;
        pixels.data[index] = (pixels.data[index] ?? 0) + noise;
        pixels.data[index + 1] = (pixels.data[index + 1] ?? 0) + noise;
        pixels.data[index + 2] = (pixels.data[index + 2] ?? 0) + noise;
      }
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.92).split(',')[1] ?? '';
    },
    { caption: options.caption, width: options.width ?? 4032, height: options.height ?? 3024 },
  );
  return { name: options.name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** Opens phase 1 (Empatizar) on the project page, on its 'Observações' tab. */
export async function openObservations(page: Page) {
  await page
    .getByRole('button', { name: /Fase 1: Empatizar/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Observações' }).click();
  await page.getByRole('button', { name: 'Nova Observação' }).first().waitFor();
}

/**
 * In the observations tool: records an observation with photos chosen from files, waiting for
 * each to be scaled (its thumbnail) before saving. `beforeSave` runs with the dialog still open
 * (a screenshot of the form, say).
 */
export async function recordObservationWithPhotos(
  page: Page,
  observation: { location: string; context: string; behavior: string; photos: PhotoFile[] },
  beforeSave?: () => Promise<void>,
) {
  await page.getByRole('button', { name: 'Nova Observação' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova Observação' });
  await dialog.getByLabel(/^Local/).fill(observation.location);
  await dialog.getByLabel(/^Contexto/).fill(observation.context);
  await dialog.getByLabel(/^Comportamento/).fill(observation.behavior);
  await dialog.getByTestId('photo-file-input').setInputFiles(observation.photos);
  const count = observation.photos.length;
  await dialog
    .getByRole('img', { name: `Foto ${count} de ${count}: ${observation.location}` })
    .waitFor({ timeout: 60_000 });
  await beforeSave?.();
  await dialog.getByRole('button', { name: 'Criar Observação' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The card of the observation made at `location`. */
export const observationCard = (page: Page, location: string) =>
  page.getByTestId('observation').filter({ hasText: location });

/** The `src` of every photo thumbnail on the observation's card, once there are `count`. */
export async function observationPhotoSources(
  page: Page,
  location: string,
  count: number,
): Promise<string[]> {
  const card = observationCard(page, location);
  const thumbnails = card.getByRole('img', { name: new RegExp(`^Foto \\d+ de ${count}:`) });
  await thumbnails.nth(count - 1).waitFor({ timeout: 30_000 });
  return thumbnails.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
}

/** Opens the observation's photo `number` full size; returns the viewer dialog and its image. */
export async function openObservationPhoto(
  page: Page,
  location: string,
  number: number,
  count: number,
) {
  await observationCard(page, location)
    .getByRole('button', { name: `Ampliar foto ${number} de ${count}` })
    .click();
  const viewer = page.getByRole('dialog', { name: `Foto ${number} de ${count}` });
  const image = viewer.getByRole('img', { name: `Foto ${number} de ${count}: ${location}` });
  await image.waitFor();
  await image.evaluate((element) => (element as HTMLImageElement).decode());
  return { viewer, image };
}

/** Opens phase 1 (Empatizar) on its 'Personas' tab. */
export async function openPersonas(page: Page) {
  await page
    .getByRole('button', { name: /Fase 1: Empatizar/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Personas' }).click();
  await page.getByRole('button', { name: 'Nova Persona' }).first().waitFor();
}

/**
 * In the personas tool: creates a persona whose avatar is taken with 'Tirar foto' (the camera
 * input). Returns the avatar's data URL as the dialog showed it; `beforeSave` runs with the
 * dialog open.
 */
export async function createPersonaWithPhoto(
  page: Page,
  name: string,
  photo: PhotoFile,
  beforeSave?: () => Promise<void>,
): Promise<string> {
  await page.getByRole('button', { name: 'Nova Persona' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova Persona' });
  await dialog.getByLabel(/^Nome/).fill(name);
  await dialog.getByTestId('photo-camera-input').setInputFiles(photo);
  const avatar = dialog.locator('img[src^="data:image/"]');
  await avatar.waitFor({ timeout: 30_000 });
  const src = (await avatar.getAttribute('src')) ?? '';
  await beforeSave?.();
  await dialog.getByRole('button', { name: 'Criar Persona' }).click();
  await dialog.waitFor({ state: 'detached' });
  return src;
}

/** Opens phase 4 (Prototipar). */
export async function openPrototypes(page: Page) {
  await page
    .getByRole('button', { name: /Fase 4: Prototipar/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /Novo Protótipo|Criar Primeiro Protótipo/ })
    .first()
    .waitFor();
}

/** In the prototypes tool: creates a prototype with pictures chosen from files. */
export async function createPrototypeWithPictures(
  page: Page,
  prototype: { name: string; description: string; pictures: PhotoFile[] },
) {
  await page
    .getByRole('button', { name: /Novo Protótipo|Criar Primeiro Protótipo/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Novo Protótipo' });
  await dialog.getByLabel(/^Nome/).fill(prototype.name);
  await dialog.getByLabel(/^Descrição/).fill(prototype.description);
  await dialog.getByTestId('photo-file-input').setInputFiles(prototype.pictures);
  const count = prototype.pictures.length;
  await dialog
    .getByRole('img', { name: `Foto ${count} de ${count}: ${prototype.name}` })
    .waitFor({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Criar Protótipo' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByTestId('prototype-card')
    .filter({ hasText: prototype.name })
    .getByRole('img', { name: `Foto ${count} de ${count}: ${prototype.name}` })
    .waitFor();
}

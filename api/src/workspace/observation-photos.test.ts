import { MAX_OBSERVATION_PHOTOS, PHOTO_MAX_BYTES } from '@trilha/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestClient, useTestApp } from '../../test/test-app';

const context = useTestApp();

type Json = Record<string, unknown>;

/** A JPEG data URL of `bytes` bytes (a multiple of 3), as a scaled photo would be. */
const photoOf = (bytes: number) => `data:image/jpeg;base64,${'A'.repeat((bytes / 3) * 4)}`;

let alice: TestClient;
let projectId: string;

beforeAll(async () => {
  alice = (await signedInClient(context, { name: 'Alice Lima' })).client;
  const project = await alice.post<Json>('/api/projects', { name: 'Oficina no posto' });
  projectId = String(project.body.id);
});

describe('observation photos through the REST API', () => {
  it('takes six photos of almost 1 MB each (a body of about 8 MB)', async () => {
    const photos = Array.from({ length: MAX_OBSERVATION_PHOTOS }, () =>
      photoOf(PHOTO_MAX_BYTES - 1),
    );
    const created = await alice.post<Json>(`/api/projects/${projectId}/observations`, {
      location: 'Recepção',
      context: 'Manhã',
      behavior: 'Fila na porta',
      photos,
    });
    expect(created.status).toBe(201);
    const listed = await alice.get<Json[]>(`/api/projects/${projectId}/observations`);
    const stored = listed.body.find((row) => row.id === created.body.id)?.photos as string[];
    // Compared as a boolean: a failed match would print megabytes of base64.
    expect(stored.length).toBe(MAX_OBSERVATION_PHOTOS);
    expect(stored.every((photo, index) => photo === photos[index])).toBe(true);

    const edited = await alice.put<Json>(`/api/observations/${String(created.body.id)}`, {
      photos: photos.slice(1),
    });
    expect(edited.status).toBe(200);
    expect((edited.body.photos as string[]).length).toBe(MAX_OBSERVATION_PHOTOS - 1);
  });

  it('refuses a seventh photo with the schema message', async () => {
    const response = await alice.post<{ issues: { path: string; message: string }[] }>(
      `/api/projects/${projectId}/observations`,
      {
        location: 'Recepção',
        context: 'Manhã',
        behavior: 'Fila na porta',
        photos: Array.from({ length: MAX_OBSERVATION_PHOTOS + 1 }, () => photoOf(3000)),
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({
      path: 'photos',
      code: 'validation.max_items',
      params: { max: 6 },
      message: 'Máximo de 6 itens',
    });
  });
});

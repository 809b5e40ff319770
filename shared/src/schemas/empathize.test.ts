import { describe, expect, it } from 'vitest';
import { todayUtc } from './common';
import {
  AVATAR_MAX_BYTES,
  empathyMapCreateSchema,
  empathyMapSchema,
  empathyMapUpdateSchema,
  interviewCreateSchema,
  interviewUpdateSchema,
  observationCreateSchema,
  observationUpdateSchema,
  personaCreateSchema,
  personaUpdateSchema,
  TECH_SAVVINESS_LABELS,
} from './empathize';
import { MAX_OBSERVATION_PHOTOS, PHOTO_MAX_BYTES } from './photo';
import { errorsOf, ID, NOW, PROJECT_ID } from './test-helpers';

/** An image data URL whose body decodes to exactly `bytes` bytes. */
function imageDataUrl(type: string, bytes: number): string {
  const padding = (3 - (bytes % 3)) % 3;
  const body = 'A'.repeat(((bytes + padding) / 3) * 4 - padding) + '='.repeat(padding);
  return `data:${type};base64,${body}`;
}

describe('empathy map', () => {
  it('requires a title with the spec message', () => {
    expect(errorsOf(empathyMapCreateSchema, { projectId: PROJECT_ID, title: ' ' })).toEqual({
      title: ['Título é obrigatório'],
    });
  });

  it('requires the project on create', () => {
    expect(Object.keys(errorsOf(empathyMapCreateSchema, { title: 'Mapa' }))).toEqual(['projectId']);
  });

  it('drops blank quadrant entries on create and trims the rest', () => {
    const map = empathyMapCreateSchema.parse({
      projectId: PROJECT_ID,
      title: 'Mapa 1',
      says: ['  ', 'Quero rapidez '],
      thinks: [''],
      does: ['Compara preços', ' '],
    });
    expect(map).toEqual({
      projectId: PROJECT_ID,
      title: 'Mapa 1',
      says: ['Quero rapidez'],
      thinks: [],
      does: ['Compara preços'],
      feels: [],
    });
  });

  it('drops blank entries on update and leaves absent quadrants absent', () => {
    expect(empathyMapUpdateSchema.parse({ feels: ['Ansioso', '   '] })).toEqual({
      feels: ['Ansioso'],
    });
  });

  it('keeps the project out of the update', () => {
    expect(empathyMapUpdateSchema.parse({ projectId: PROJECT_ID, title: 'T' })).toEqual({
      title: 'T',
    });
  });

  it('reads a stored map with every list', () => {
    const stored = {
      id: ID,
      projectId: PROJECT_ID,
      title: 'Mapa',
      says: ['a'],
      thinks: [],
      does: [],
      feels: [],
      createdAt: NOW,
      updatedAt: NOW,
    };
    expect(empathyMapSchema.parse(stored)).toEqual(stored);
  });
});

describe('persona', () => {
  const valid = { projectId: PROJECT_ID, name: 'Ana' };

  it('fills defaults: texts empty, optional values null, lists empty', () => {
    expect(personaCreateSchema.parse(valid)).toEqual({
      projectId: PROJECT_ID,
      name: 'Ana',
      age: null,
      occupation: '',
      bio: '',
      techSavviness: null,
      avatar: '',
      goals: [],
      frustrations: [],
      motivations: [],
    });
  });

  it('requires a name', () => {
    expect(errorsOf(personaCreateSchema, { projectId: PROJECT_ID })).toEqual({
      name: ['Nome é obrigatório'],
    });
  });

  it('bounds age to an integer from 0 to 150', () => {
    expect(personaCreateSchema.parse({ ...valid, age: 0 }).age).toBe(0);
    expect(personaCreateSchema.parse({ ...valid, age: 150 }).age).toBe(150);
    expect(errorsOf(personaCreateSchema, { ...valid, age: 151 })).toEqual({
      age: ['Idade deve ser no máximo 150'],
    });
    expect(errorsOf(personaCreateSchema, { ...valid, age: -1 })).toEqual({
      age: ['Idade não pode ser negativa'],
    });
    expect(personaCreateSchema.safeParse({ ...valid, age: 30.5 }).success).toBe(false);
  });

  it('takes low, medium or high tech savviness, labelled Baixo, Médio, Alto', () => {
    expect(personaCreateSchema.parse({ ...valid, techSavviness: 'high' }).techSavviness).toBe(
      'high',
    );
    expect(personaCreateSchema.safeParse({ ...valid, techSavviness: 'expert' }).success).toBe(
      false,
    );
    expect(TECH_SAVVINESS_LABELS).toEqual({ low: 'Baixo', medium: 'Médio', high: 'Alto' });
  });

  it('takes a web address or nothing as avatar', () => {
    const avatar = 'https://example.com/ana.png';
    expect(personaCreateSchema.parse({ ...valid, avatar }).avatar).toBe(avatar);
    expect(errorsOf(personaCreateSchema, { ...valid, avatar: 'javascript:alert(1)' })).toEqual({
      avatar: ['URL da imagem inválida'],
    });
    expect(personaCreateSchema.parse(valid).avatar).toBe('');
  });

  it('takes a photo of at most 256 kB as avatar, as an image data URL', () => {
    const photo = imageDataUrl('image/jpeg', AVATAR_MAX_BYTES);
    expect(personaCreateSchema.parse({ ...valid, avatar: photo }).avatar).toBe(photo);
    expect(
      errorsOf(personaCreateSchema, {
        ...valid,
        avatar: imageDataUrl('image/jpeg', AVATAR_MAX_BYTES + 3),
      }),
    ).toEqual({ avatar: ['O avatar deve ter no máximo 256 kB'] });
    expect(
      errorsOf(personaCreateSchema, { ...valid, avatar: 'data:text/html;base64,PGI+' }),
    ).toEqual({ avatar: ['Imagem inválida: use PNG, JPEG, GIF ou WebP'] });
  });

  it('trims goals and rejects blank ones', () => {
    expect(personaCreateSchema.parse({ ...valid, goals: [' Poupar tempo '] }).goals).toEqual([
      'Poupar tempo',
    ]);
    expect(errorsOf(personaCreateSchema, { ...valid, goals: ['ok', ''] })).toEqual({
      'goals.1': ['Item não pode ficar em branco'],
    });
  });

  it('updates only what is sent', () => {
    expect(personaUpdateSchema.parse({ age: null, bio: 'Nova bio' })).toEqual({
      age: null,
      bio: 'Nova bio',
    });
  });
});

describe('interview', () => {
  const valid = { projectId: PROJECT_ID, participantName: 'Carlos', date: '2026-11-20' };

  it('requires the participant name with the spec message', () => {
    expect(errorsOf(interviewCreateSchema, { ...valid, participantName: '' })).toEqual({
      participantName: ['Nome do participante é obrigatório'],
    });
  });

  it('defaults the date to today (UTC) on create', () => {
    const { date: _date, ...withoutDate } = valid;
    expect(interviewCreateSchema.parse(withoutDate).date).toBe(todayUtc());
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(errorsOf(interviewCreateSchema, { ...valid, date: '20/11/2026' })).toEqual({
      date: ['Data inválida'],
    });
  });

  it('bounds the duration to 1–1440 minutes, null when unset', () => {
    expect(interviewCreateSchema.parse(valid).duration).toBeNull();
    expect(interviewCreateSchema.parse({ ...valid, duration: 1440 }).duration).toBe(1440);
    expect(errorsOf(interviewCreateSchema, { ...valid, duration: 0 })).toEqual({
      duration: ['Duração deve ser de pelo menos 1 minuto'],
    });
    expect(errorsOf(interviewCreateSchema, { ...valid, duration: 1441 })).toEqual({
      duration: ['Duração deve ser de no máximo 1440 minutos'],
    });
  });

  it('keeps blank responses in place so they still line up with their questions', () => {
    const interview = interviewCreateSchema.parse({
      ...valid,
      questions: ['Como compra?', 'O que irrita?'],
      responses: ['', ' Filas '],
    });
    expect(interview.responses).toEqual(['', 'Filas']);
    expect(interview.insights).toBe('');
  });

  it('does not default the date on update', () => {
    expect(interviewUpdateSchema.parse({ insights: 'x' })).toEqual({ insights: 'x' });
  });
});

describe('observation', () => {
  it('requires location, context and behavior', () => {
    expect(errorsOf(observationCreateSchema, { projectId: PROJECT_ID })).toEqual({
      location: ['Local é obrigatório'],
      context: ['Contexto é obrigatório'],
      behavior: ['Comportamento é obrigatório'],
    });
  });

  it('defaults the date to today and insights to empty', () => {
    const observation = observationCreateSchema.parse({
      projectId: PROJECT_ID,
      location: 'Feira',
      context: 'Sábado de manhã',
      behavior: 'Compara preços',
    });
    expect(observation.date).toBe(todayUtc());
    expect(observation.insights).toBe('');
    expect(observation.photos).toEqual([]);
  });

  it('holds up to six photos of at most 1 MB each', () => {
    const base = {
      projectId: PROJECT_ID,
      location: 'Feira',
      context: 'Sábado',
      behavior: 'Compra',
    };
    const photo = imageDataUrl('image/jpeg', 300_000);
    const photos = Array.from({ length: MAX_OBSERVATION_PHOTOS }, () => photo);
    expect(observationCreateSchema.parse({ ...base, photos }).photos).toHaveLength(6);
    expect(errorsOf(observationCreateSchema, { ...base, photos: [...photos, photo] })).toEqual({
      photos: ['Máximo de 6 itens'],
    });
    expect(
      errorsOf(observationCreateSchema, {
        ...base,
        photos: [imageDataUrl('image/jpeg', PHOTO_MAX_BYTES + 3)],
      }),
    ).toEqual({ 'photos.0': ['A foto deve ter no máximo 1MB'] });
    expect(
      errorsOf(observationCreateSchema, { ...base, photos: ['https://x.test/a.jpg'] }),
    ).toEqual({ 'photos.0': ['Imagem inválida: use PNG, JPEG, GIF ou WebP'] });
  });

  it('updates with only the fields sent', () => {
    expect(observationUpdateSchema.parse({ behavior: 'Pergunta ao vendedor' })).toEqual({
      behavior: 'Pergunta ao vendedor',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  successRateOf,
  TEST_PLAN_DEFAULT_PARTICIPANTS,
  TEST_PLAN_STATUS_LABELS,
  testPlanCreateSchema,
  testPlanUpdateSchema,
  testResultCreateSchema,
  testResultUpdateSchema,
  totalTimeSecondsOf,
} from './test';
import { errorsOf, ID, PROJECT_ID } from './test-helpers';

const plan = {
  projectId: PROJECT_ID,
  name: 'Teste de usabilidade',
  methodology: 'Observação moderada',
  participants: TEST_PLAN_DEFAULT_PARTICIPANTS,
};

describe('testPlanCreateSchema', () => {
  it('fills duration 60, status planned, empty lists, no prototype', () => {
    expect(testPlanCreateSchema.parse(plan)).toEqual({
      ...plan,
      prototypeId: null,
      objective: '',
      duration: 60,
      tasks: [],
      metrics: [],
      status: 'planned',
    });
    expect(TEST_PLAN_DEFAULT_PARTICIPANTS).toBe(5);
  });

  it('requires methodology and participants', () => {
    expect(errorsOf(testPlanCreateSchema, { projectId: PROJECT_ID, name: 'T' })).toEqual({
      methodology: ['Metodologia é obrigatória'],
      participants: ['Número de participantes é obrigatório'],
    });
  });

  it('bounds participants to 1–100', () => {
    expect(testPlanCreateSchema.parse({ ...plan, participants: 1 }).participants).toBe(1);
    expect(testPlanCreateSchema.parse({ ...plan, participants: 100 }).participants).toBe(100);
    expect(errorsOf(testPlanCreateSchema, { ...plan, participants: 0 })).toEqual({
      participants: ['Mínimo de 1 participante'],
    });
    expect(errorsOf(testPlanCreateSchema, { ...plan, participants: 101 })).toEqual({
      participants: ['Máximo de 100 participantes'],
    });
  });

  it('bounds duration to 1–480 minutes', () => {
    expect(testPlanCreateSchema.parse({ ...plan, duration: 480 }).duration).toBe(480);
    expect(errorsOf(testPlanCreateSchema, { ...plan, duration: 0 })).toEqual({
      duration: ['Duração mínima de 1 minuto'],
    });
    expect(errorsOf(testPlanCreateSchema, { ...plan, duration: 481 })).toEqual({
      duration: ['Duração máxima de 480 minutos'],
    });
  });

  it('labels the statuses', () => {
    expect(TEST_PLAN_STATUS_LABELS).toEqual({
      planned: 'Planejado',
      running: 'Em andamento',
      completed: 'Finalizado',
    });
  });
});

describe('testPlanUpdateSchema', () => {
  it('drops projectId (the spec PUT sends it) and keeps the change', () => {
    expect(testPlanUpdateSchema.parse({ projectId: PROJECT_ID, status: 'running' })).toEqual({
      status: 'running',
    });
  });
});

describe('test results', () => {
  const result = {
    testPlanId: ID,
    participantId: 'P1',
    taskResults: [
      { task: 'Entrar', success: true, timeSeconds: 30 },
      { task: 'Pagar', success: false },
    ],
    successRate: 50,
  };

  it('fills defaults and drops a projectId sent by the client', () => {
    expect(testResultCreateSchema.parse({ ...result, projectId: PROJECT_ID })).toEqual({
      ...result,
      taskResults: [
        { task: 'Entrar', success: true, timeSeconds: 30 },
        { task: 'Pagar', success: false, timeSeconds: null },
      ],
      feedback: '',
      completionTime: null,
      insights: '',
    });
  });

  it('requires the plan, the participant and a task name', () => {
    const errors = errorsOf(testResultCreateSchema, {
      participantId: ' ',
      taskResults: [{ task: '', success: true }],
      successRate: 120,
    });
    expect(errors).toEqual({
      testPlanId: ['Identificador inválido'],
      participantId: ['Participante é obrigatório'],
      'taskResults.0.task': ['Tarefa é obrigatória'],
      successRate: ['Taxa de sucesso deve estar entre 0 e 100'],
    });
  });

  it('updates without moving the result to another plan', () => {
    expect(testResultUpdateSchema.parse({ testPlanId: ID, insights: 'Confuso' })).toEqual({
      insights: 'Confuso',
    });
  });

  it('computes the success rate and the total time of the tasks', () => {
    expect(successRateOf(result.taskResults)).toBe(50);
    expect(successRateOf([{ success: true }, { success: true }, { success: false }])).toBe(66.7);
    expect(successRateOf([])).toBeNull();
    expect(totalTimeSecondsOf(result.taskResults)).toBe(30);
    expect(totalTimeSecondsOf([{ timeSeconds: null }])).toBeNull();
  });
});

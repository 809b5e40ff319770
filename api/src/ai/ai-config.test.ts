import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { DEFAULT_AI_MODEL } from './ai-config';

describe('AI configuration from the environment', () => {
  it('is off without a key, whatever else is set', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(loadConfig({ OPENAI_API_KEY: '', OPENAI_MODEL: 'llama3.1' }).ai).toBeUndefined();
  });

  it('reads the key, the server, the model and the timeout', () => {
    expect(
      loadConfig({
        OPENAI_API_KEY: 'ollama',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
        OPENAI_MODEL: 'llama3.1',
        OPENAI_TIMEOUT_SECONDS: '30',
      }).ai,
    ).toEqual({
      apiKey: 'ollama',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1',
      timeoutMs: 30_000,
    });
  });

  it('defaults to OpenAI, its small model and 45 s', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-x' }).ai).toEqual({
      apiKey: 'sk-x',
      baseUrl: undefined,
      model: DEFAULT_AI_MODEL,
      timeoutMs: 45_000,
    });
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ OPENAI_BASE_URL: 'localhost:11434' })).toThrow(ConfigError);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'localhost:11434' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => loadConfig({ OPENAI_TIMEOUT_SECONDS: '0' })).toThrow(/OPENAI_TIMEOUT_SECONDS/);
  });
});

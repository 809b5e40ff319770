import { describe, expect, it } from 'vitest';
import {
  AUTH_USER_STORAGE_KEY,
  currencyFor,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  localeFor,
  pickInitialLanguage,
} from './languages';

describe('LANGUAGES', () => {
  it('has the four languages with name, flag, currency, locale and rate', () => {
    expect(LANGUAGES.map((l) => [l.code, l.name, l.flag, l.currency, l.locale, l.rate])).toEqual([
      ['pt-BR', 'Português (Brasil)', '🇧🇷', 'BRL', 'pt-BR', 1],
      ['en', 'English', '🇺🇸', 'USD', 'en-US', 0.31],
      ['es', 'Español', '🇪🇸', 'USD', 'es-ES', 0.28],
      ['fr', 'Français', '🇫🇷', 'EUR', 'fr-FR', 0.26],
    ]);
  });

  it('names the storage keys', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('trilha-language');
    expect(AUTH_USER_STORAGE_KEY).toBe('auth_user');
  });

  it('maps each language to its currency and locale', () => {
    expect(currencyFor('es')).toBe('USD');
    expect(currencyFor('fr')).toBe('EUR');
    expect(localeFor('en')).toBe('en-US');
    expect(localeFor('pt-BR')).toBe('pt-BR');
  });

  it('recognises only the four codes', () => {
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('pt')).toBe(false);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});

describe('pickInitialLanguage', () => {
  it('keeps a valid stored choice over the browser language', () => {
    expect(pickInitialLanguage('fr', 'pt-BR')).toBe('fr');
    expect(pickInitialLanguage('pt-BR', 'en-US')).toBe('pt-BR');
  });

  it('ignores an invalid stored value and falls back to the browser language', () => {
    expect(pickInitialLanguage('klingon', 'es-AR')).toBe('es');
    expect(pickInitialLanguage('', 'fr-CA')).toBe('fr');
    expect(pickInitialLanguage(null, 'pt-BR')).toBe('pt-BR');
  });

  it('maps browser languages by prefix', () => {
    expect(pickInitialLanguage(undefined, 'pt-PT')).toBe('pt-BR');
    expect(pickInitialLanguage(undefined, 'pt')).toBe('pt-BR');
    expect(pickInitialLanguage(undefined, 'es-MX')).toBe('es');
    expect(pickInitialLanguage(undefined, 'fr')).toBe('fr');
    expect(pickInitialLanguage(undefined, 'PT-br')).toBe('pt-BR');
  });

  it('uses English for anything else or nothing', () => {
    expect(pickInitialLanguage(undefined, 'de')).toBe('en');
    expect(pickInitialLanguage(undefined, 'en-GB')).toBe('en');
    expect(pickInitialLanguage(undefined, undefined)).toBe('en');
    expect(pickInitialLanguage(null, '')).toBe('en');
  });
});

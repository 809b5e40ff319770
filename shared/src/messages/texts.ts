import type { Language } from '../languages';
import type { MessageTexts } from './catalogue';

/**
 * One language's texts, loaded when first asked for: the web app registers them as its
 * `messages` namespace, so a browser downloads only the languages it shows.
 */
export function loadMessageTexts(language: Language): Promise<MessageTexts> {
  switch (language) {
    case 'en':
      return import('./texts/en').then((module) => module.EN);
    case 'es':
      return import('./texts/es').then((module) => module.ES);
    case 'fr':
      return import('./texts/fr').then((module) => module.FR);
    default:
      return import('./texts/pt-BR').then((module) => module.PT_BR);
  }
}

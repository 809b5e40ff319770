import { LANGUAGES, type Language } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n';
import classes from './LanguageSelector.module.css';

/**
 * The four languages, each with its flag and name (the option's value is its code). A native select: accessible,
 * keyboard- and touch-friendly everywhere, and no menu library in the landing page's budget.
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  return (
    <select
      className={classes.select}
      aria-label={t('header.language')}
      value={currentLanguage()}
      onChange={(event) => void changeLanguage(event.currentTarget.value as Language)}
    >
      {LANGUAGES.map((language) => (
        <option key={language.code} value={language.code}>
          {language.flag} {language.name}
        </option>
      ))}
    </select>
  );
}

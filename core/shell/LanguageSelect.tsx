import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, toSupportedLanguage } from '../i18n/languages';
import { SelectChevron } from './SelectChevron';
import classes from './controls.module.css';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <span className={classes.selectWrap} style={{ width: 120 }}>
      <select
        className={classes.select}
        aria-label={t('language.label')}
        value={toSupportedLanguage(i18n.resolvedLanguage)}
        onChange={(e) => void i18n.changeLanguage(e.currentTarget.value)}
        data-testid="language-select"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <SelectChevron />
    </span>
  );
}

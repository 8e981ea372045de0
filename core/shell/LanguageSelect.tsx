import { useTranslation } from 'react-i18next';
import { useFirstScreenStage } from '../app/first-screen-stages';
import { LANGUAGES, LANGUAGE_NAMES, toSupportedLanguage } from '../i18n/languages';
import { SelectChevron } from './SelectChevron';
import classes from './controls.module.css';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = toSupportedLanguage(i18n.resolvedLanguage);
  // Only the current language at first, the others two frames later: the select measures every
  // option, and the names in other scripts (中文, 日本語, 한국어…) make the layout look up fallback
  // fonts, each a round trip to the browser process (traced: 20 of them, up to 30 ms on a busy machine).
  const languages = useFirstScreenStage(2) ? LANGUAGES : [current];
  return (
    <span className={classes.selectWrap} style={{ width: 120 }}>
      <select
        className={classes.select}
        aria-label={t('language.label')}
        value={current}
        onChange={(e) => void i18n.changeLanguage(e.currentTarget.value)}
        data-testid="language-select"
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <SelectChevron />
    </span>
  );
}

import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, toSupportedLanguage } from '../i18n/languages';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      w={120}
      aria-label={t('language.label')}
      value={toSupportedLanguage(i18n.resolvedLanguage)}
      onChange={(e) => void i18n.changeLanguage(e.currentTarget.value)}
      data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
      data-testid="language-select"
    />
  );
}

import { Button, Group } from '@mantine/core';
import { ChoiceField } from '../../core/ui/ChoiceField';
import { useToolTranslation } from '../../core/ui/tool-context';
import { CASE_LOCALES, CASE_STYLES, type CaseLocale, type CaseStyle } from './case';

interface CaseOptionsProps {
  style: CaseStyle;
  locale: CaseLocale;
  onStyle(style: CaseStyle): void;
  onLocale(locale: CaseLocale): void;
}

export function CaseOptions({ style, locale, onStyle, onLocale }: CaseOptionsProps) {
  const { t } = useToolTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap={6} role="group" aria-label={t('caseStyle')}>
        {CASE_STYLES.map((value) => (
          <Button
            key={value}
            size="xs"
            variant={value === style ? 'filled' : 'default'}
            aria-pressed={value === style}
            onClick={() => onStyle(value)}
            data-testid={`case-${value}`}
          >
            {t(`styles.${value}`)}
          </Button>
        ))}
      </Group>
      <ChoiceField
        size="xs"
        w={200}
        label={t('caseLocale.label')}
        value={locale}
        onChange={onLocale}
        data={CASE_LOCALES.map((value) => ({ value, label: t(`caseLocale.${value}`) }))}
        data-testid="case-locale"
      />
    </Group>
  );
}

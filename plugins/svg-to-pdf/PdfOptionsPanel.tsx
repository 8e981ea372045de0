import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionsProps } from '../../core/ui/BatchTool';
import { NumberField } from '../../core/ui/NumberField';
import { PAGE_SIZES, type PageSize, type PdfOptions } from './options';

export function PdfOptionsPanel({ value, onChange }: OptionsProps<PdfOptions>) {
  const { t } = useTranslation('svg-to-pdf');
  const labelId = useId();
  const set = (patch: Partial<PdfOptions>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={labelId}>
          {t('options.page')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          data={PAGE_SIZES.map((page) => ({ value: page, label: t(`options.pages.${page}`) }))}
          value={value.page}
          onChange={(page) => set({ page: page as PageSize })}
          data-testid="option-page"
          maw={480}
        />
        <Text size="xs" c="dimmed">
          {t(value.page === 'svg' ? 'options.svgHint' : 'options.paperHint')}
        </Text>
      </Stack>
      {value.page !== 'svg' && (
        <NumberField
          label={t('options.margin')}
          value={value.margin}
          min={0}
          max={50}
          decimals={1}
          unit="mm"
          maw={200}
          onChange={(margin) => margin !== null && margin >= 0 && margin <= 50 && set({ margin })}
          data-testid="option-margin"
        />
      )}
    </Stack>
  );
}

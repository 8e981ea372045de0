import { Group, Switch } from '@mantine/core';
import { ChoiceField } from '../../core/ui/ChoiceField';
import { NumberField } from '../../core/ui/NumberField';
import { useToolTranslation } from '../../core/ui/tool-context';
import { BUDGET_UNITS, type CompressOptions } from './options';

interface BudgetFieldsProps {
  value: CompressOptions;
  set(patch: Partial<CompressOptions>): void;
}

/** "At most … KB/MB", per image or for all files together, and whether the picture may be made smaller. */
export function BudgetFields({ value, set }: BudgetFieldsProps) {
  const { t } = useToolTranslation();
  return (
    <>
      <Group grow align="flex-start">
        <NumberField
          label={t('options.budget')}
          description={t('options.budgetHint')}
          min={0}
          max={100_000}
          decimals={3}
          value={value.budget}
          onChange={(budget) => set({ budget: budget ?? 0 })}
          data-testid="option-budget"
        />
        <ChoiceField
          label={t('options.budgetUnit')}
          data={BUDGET_UNITS.map((unit) => ({ value: unit, label: unit }))}
          value={value.budgetUnit}
          onChange={(budgetUnit) => set({ budgetUnit })}
          data-testid="option-budget-unit"
        />
        <ChoiceField
          label={t('options.budgetScope')}
          data={(['each', 'batch'] as const).map((scope) => ({ value: scope, label: t(`budgetScopes.${scope}`) }))}
          value={value.budgetScope}
          onChange={(budgetScope) => set({ budgetScope })}
          data-testid="option-budget-scope"
        />
      </Group>
      <Switch
        label={t('options.allowResize')}
        description={t('options.allowResizeHint')}
        checked={value.allowResize}
        onChange={(event) => set({ allowResize: event.currentTarget.checked })}
        data-testid="option-allow-resize"
      />
    </>
  );
}

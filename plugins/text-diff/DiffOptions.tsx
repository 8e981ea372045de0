import { Group, SegmentedControl, Switch } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { memo } from 'react';
import type { DiffScreenOptions } from './options';
import { DIFF_MODES } from './tokens';

interface DiffOptionsProps {
  options: DiffScreenOptions;
  /** A phone-width screen: the view is unified and the choice is off. */
  narrow?: boolean;
  update(patch: Partial<DiffScreenOptions>): void;
}

/** Compare-by, view and ignore switches; memoised so that progress updates do not redraw them. */
export const DiffOptions = memo(function DiffOptions({ options, update, narrow = false }: DiffOptionsProps) {
  const { t } = useToolTranslation();
  return (
    <Group gap="lg" wrap="wrap">
      <SegmentedControl
        aria-label={t('mode.label')}
        value={options.mode}
        onChange={(mode) => update({ mode: mode as DiffScreenOptions['mode'] })}
        data={DIFF_MODES.map((value) => ({ value, label: t(`mode.${value}`) }))}
        data-testid="diff-mode"
      />
      <SegmentedControl
        aria-label={t('view.label')}
        value={narrow ? 'unified' : options.view}
        disabled={narrow}
        onChange={(view) => update({ view: view as DiffScreenOptions['view'] })}
        data={[
          { value: 'split', label: t('view.split') },
          { value: 'unified', label: t('view.unified') },
        ]}
        data-testid="diff-view-mode"
      />
      <Switch label={t('ignoreCase')} checked={options.ignoreCase} onChange={(e) => update({ ignoreCase: e.currentTarget.checked })} data-testid="diff-ignore-case" />
      <Switch
        label={t('ignoreWhitespace')}
        checked={options.ignoreWhitespace}
        onChange={(e) => update({ ignoreWhitespace: e.currentTarget.checked })}
        data-testid="diff-ignore-whitespace"
      />
      {options.mode === 'lines' && (
        <Switch
          label={t('hideUnchanged')}
          checked={options.hideUnchanged}
          onChange={(e) => update({ hideUnchanged: e.currentTarget.checked })}
          data-testid="diff-hide-unchanged"
        />
      )}
    </Group>
  );
});

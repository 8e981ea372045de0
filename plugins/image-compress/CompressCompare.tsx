import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useBatchOptions } from '../../core/ui/batch/batch-options';
import type { CompareProps } from '../../core/ui/batch/PreviewModal';
import { BeforeAfter } from '../../core/ui/compare/BeforeAfter';
import { useToolTranslation } from '../../core/ui/tool-context';
import { DEFAULT_OPTIONS, type CompressOptions } from './options';
import { optionsForSide, useSideView, type SideChoice } from './side-output';
import { SideSettings } from './SideSettings';

const OUTPUT_FORMATS = ['jpeg', 'webp', 'avif', 'png'] as const;

/** The row result's own settings, read from its type and the quality it was written with. */
function rowSide(type: string, quality: number | undefined, fallback: number): SideChoice {
  const format = OUTPUT_FORMATS.find((candidate) => type === `image/${candidate}`) ?? 'jpeg';
  return { kind: 'output', format, quality: quality ?? fallback };
}

/**
 * Two settings side by side (as Squoosh): each side is the original or an output with its own
 * format and quality, encoded in the worker, with its size and score; "Use these settings" sets the
 * batch's options to a side's, and the batch is redone with them.
 */
export function CompressCompare({ original, result, info }: CompareProps) {
  const { t } = useToolTranslation();
  const batch = useBatchOptions<CompressOptions>();
  const options = batch?.options ?? DEFAULT_OPTIONS;
  const [left, setLeft] = useState<SideChoice>({ kind: 'original' });
  // Null: the row's own result, until the visitor changes this side.
  const [right, setRight] = useState<SideChoice | null>(null);
  const rowResult = { blob: result, info };
  const leftView = useSideView(left, original, rowResult, options);
  const rightView = useSideView(right, original, rowResult, options);
  const label = (side: SideChoice | null) => (side?.kind === 'original' ? t('compare.original') : t('compare.after'));
  const use = (side: Extract<SideChoice, { kind: 'output' }>) => batch?.setOptions(optionsForSide(options, side));
  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <SideSettings side="left" value={left} busy={leftView.busy} onChange={setLeft} onUse={use} />
        <SideSettings side="right" value={right ?? rowSide(result.type, info?.quality, options.quality)} busy={rightView.busy} onChange={setRight} onUse={use} />
      </Group>
      <BeforeAfter
        original={leftView.blob}
        beforeLabel={label(left)}
        beforeInfo={left.kind === 'original' ? undefined : leftView.info}
        result={rightView.blob}
        afterLabel={label(right)}
        info={rightView.info}
      />
    </Stack>
  );
}

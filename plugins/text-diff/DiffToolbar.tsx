import { Badge, Button, Group } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { IconArrowsLeftRight, IconDownload } from '@tabler/icons-react';
import { memo } from 'react';
import { CopyButton } from '../../core/ui/CopyButton';
import { downloadBlob } from '../../core/ui/download';
import type { DiffSummary } from './compare';

interface DiffToolbarProps {
  summary?: DiffSummary;
  unit: string;
  patch?: string;
  patchName: string;
  onSwap(): void;
}

/** Summary counts and the actions on the result. */
export const DiffToolbar = memo(function DiffToolbar({ summary, unit, patch, patchName, onSwap }: DiffToolbarProps) {
  const { t } = useToolTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs" aria-live="polite">
        {summary && (
          <>
            <Badge color="teal.9" variant="filled" size="lg" data-testid="diff-summary-added">+{summary.added.toLocaleString()}</Badge>
            <Badge color="red.9" variant="filled" size="lg" data-testid="diff-summary-removed">−{summary.removed.toLocaleString()}</Badge>
            <Badge color="gray" variant="light" size="lg" data-testid="diff-summary-unchanged">
              {t('unchanged', { n: summary.unchanged.toLocaleString() })}
            </Badge>
            <Badge color="gray" variant="transparent">{unit}</Badge>
          </>
        )}
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="default" leftSection={<IconArrowsLeftRight size={14} />} onClick={onSwap} data-testid="diff-swap">
          {t('swap')}
        </Button>
        {patch !== undefined && (
          <>
            <CopyButton value={patch} withLabel label={t('copyPatch')} size="xs" data-testid="diff-copy-patch" />
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              onClick={() => downloadBlob(new Blob([patch], { type: 'text/x-diff' }), patchName)}
              data-testid="diff-download-patch"
            >
              {t('downloadPatch')}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
});

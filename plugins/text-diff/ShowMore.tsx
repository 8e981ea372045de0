import { Button, Group, Text } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useEffect, useState } from 'react';

/** Rows rendered at a time: enough for any screen, few enough for a large diff to stay quick. */
export const PAGE_SIZE = 500;

/** How many items to render; grows by a page on "show more" and resets when the list changes. */
export function usePagedCount(items: unknown[]): [number, () => void] {
  const [limit, setLimit] = useState(PAGE_SIZE);
  useEffect(() => setLimit(PAGE_SIZE), [items]);
  return [Math.min(limit, items.length), () => setLimit((n) => n + PAGE_SIZE)];
}

export function ShowMore({ shown, total, onMore }: { shown: number; total: number; onMore(): void }) {
  const { t } = useToolTranslation();
  if (shown >= total) return null;
  return (
    <Group justify="center" p="xs" gap="sm">
      <Text size="sm" c="dimmed">
        {t('showing', { shown: shown.toLocaleString(), total: total.toLocaleString() })}
      </Text>
      <Button size="xs" variant="light" onClick={onMore} data-testid="diff-show-more">
        {t('showMore')}
      </Button>
    </Group>
  );
}

import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { IconX } from '@tabler/icons-react';
import type { Rect } from './geometry';

interface RegionListProps {
  regions: Rect[];
  whole: boolean;
  onRemove(index: number): void;
}

/** The selected rectangles as a list, numbered like their outlines, each with a remove button. */
export function RegionList({ regions, whole, onRemove }: RegionListProps) {
  const { t } = useToolTranslation();
  return (
    <Stack gap={4} component="section" aria-labelledby="mosaic-regions-title">
      <Title order={3} size="sm" id="mosaic-regions-title">
        {t('regions.title', { count: regions.length })}
      </Title>
      {whole && (
        <Text size="sm" c="dimmed">
          {t('regions.whole')}
        </Text>
      )}
      {regions.length === 0 && !whole && (
        <Text size="sm" c="dimmed">
          {t('regions.empty')}
        </Text>
      )}
      {regions.length > 0 && (
        <Stack component="ol" gap={2} m={0} p={0} style={{ listStyle: 'none' }} data-testid="region-list">
          {regions.map((region, index) => (
            <Group
              component="li"
              key={`${rectText(region)},${index}`}
              gap="xs"
              wrap="nowrap"
              data-testid="region-item"
              data-rect={rectText(region)}
            >
              <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('regions.item', { index: index + 1, ...region })}
              </Text>
              <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('regions.remove', { index: index + 1 })} onClick={() => onRemove(index)}>
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const rectText = ({ x, y, width, height }: Rect) => `${x},${y},${width},${height}`;

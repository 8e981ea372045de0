import { Group, Loader, Text } from '@mantine/core';
import { ChoiceField } from '../../core/ui/ChoiceField';
import { useToolTranslation } from '../../core/ui/tool-context';
import { CHINESE_DIRECTIONS, type ChineseDirection } from './chinese';

interface ChineseOptionsProps {
  direction: ChineseDirection;
  status: 'ready' | 'loading' | 'failed';
  onDirection(direction: ChineseDirection): void;
}

export function ChineseOptions({ direction, status, onDirection }: ChineseOptionsProps) {
  const { t } = useToolTranslation();
  return (
    <Group align="flex-end" gap="md">
      <ChoiceField
        w={320}
        label={t('chinese.label')}
        value={direction}
        onChange={onDirection}
        data={CHINESE_DIRECTIONS.map((value) => ({ value, label: t(`chinese.${value}`) }))}
        data-testid="chinese-direction"
      />
      {status === 'loading' && (
        <Group gap={6} data-testid="chinese-loading">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">{t('chinese.loading')}</Text>
        </Group>
      )}
      {status === 'failed' && <Text size="sm" c="red" role="alert">{t('chinese.failed')}</Text>}
    </Group>
  );
}

import { Code, Group, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolOptions } from '../../core/settings/tool-options';
import { COUNT_LANGUAGES, computeStats, textEnds, type CountLanguage } from './count';

const STAT_KEYS = ['words', 'characters', 'charactersNoSpaces', 'paragraphs', 'lines'] as const;
const DEFAULTS = { language: 'general' as CountLanguage, debug: false };

export default function WordCountScreen() {
  const { t } = useTranslation('word-count');
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 120);
  const { options, setOptions } = useToolOptions('word-count', DEFAULTS);
  const stats = useMemo(() => computeStats(debounced, options.language), [debounced, options.language]);
  const ends = textEnds(debounced);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={t('language')}
          value={options.language}
          onChange={(value) => setOptions({ ...options, language: value as CountLanguage })}
          data={COUNT_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        />
        <Switch
          label={t('debug')}
          checked={options.debug}
          onChange={(e) => setOptions({ ...options, debug: e.currentTarget.checked })}
        />
      </Group>
      <Textarea
        aria-label={t('input')}
        placeholder={t('placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={10}
        maxRows={24}
        data-testid="word-count-input"
      />
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {STAT_KEYS.map((key) => (
          <Paper key={key} withBorder p="sm" radius="md" data-testid={`stat-${key}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`stats.${key}`)}
            </Text>
            <Text size="xl" fw={700} data-testid={`stat-${key}-value`}>
              {stats[key].toLocaleString()}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {options.debug && (
        <Paper withBorder p="sm" radius="md" data-testid="word-count-debug">
          <Text size="sm" fw={600}>{t('debugFirst')}</Text>
          <Code block>{ends.first || ' '}</Code>
          <Text size="sm" fw={600} mt="xs">{t('debugLast')}</Text>
          <Code block>{ends.last || ' '}</Code>
        </Paper>
      )}
    </Stack>
  );
}

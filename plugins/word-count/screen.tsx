import { Code, Group, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useDebouncedValue } from '@mantine/hooks';
import { useToolText } from '../../core/settings/remembered-text';
import { useCurrentToolOptions } from '../../core/settings/tool-options';
import { CopyButton } from '../../core/ui/CopyButton';
import { LongTextInput } from '../../core/ui/LongTextInput';
import { useLatestResult } from '../../core/processing/use-latest-result';
import { COUNT_LANGUAGES, type CountLanguage, type TextStats } from './count';
import { WORDS_PER_MINUTE, durationSeconds, splitDuration } from './reading-time';
import { TopWords } from './TopWordsTable';

const STAT_KEYS = ['words', 'characters', 'charactersNoSpaces', 'sentences', 'paragraphs', 'lines'] as const;
const DEFAULTS = { language: 'general' as CountLanguage, debug: false };
const EMPTY_STATS: TextStats = { words: 0, characters: 0, charactersNoSpaces: 0, sentences: 0, paragraphs: 0, lines: 0 };

function StatCard({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useToolTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`stat-${id}`}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <CopyButton value={value} size="xs" label={t('copyValue', { label })} />
      </Group>
      <Text size="xl" fw={700} data-testid={`stat-${id}-value`}>
        {value}
      </Text>
    </Paper>
  );
}

export default function WordCountScreen() {
  const { t } = useToolTranslation();
  const [text, setText] = useToolText('input');
  const [debounced] = useDebouncedValue(text, 120);
  const { options, setOptions } = useCurrentToolOptions(DEFAULTS);
  // Counted in a worker: a 5 MB text never holds the page.
  const { result } = useLatestResult<typeof import('./processor').default>(
    { text: debounced },
    { language: options.language },
    [debounced, options.language],
  );
  const stats = result?.stats ?? EMPTY_STATS;
  const frequent = result?.frequent ?? [];
  const ends = result?.ends ?? { first: '', last: '' };
  const rates = WORDS_PER_MINUTE[options.language];
  const duration = (wordsPerMinute: number) => {
    const { hours, minutes, seconds } = splitDuration(durationSeconds(stats.words, wordsPerMinute));
    if (hours) return t('time.hours', { hours, minutes });
    if (minutes) return t('time.minutes', { minutes, seconds: String(seconds).padStart(2, '0') });
    return t('time.seconds', { seconds });
  };

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
      <LongTextInput label={t('input')} placeholder={t('placeholder')} value={text} onChange={setText} data-testid="word-count-input" />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        {STAT_KEYS.map((key) => (
          <StatCard key={key} id={key} label={t(`stats.${key}`)} value={stats[key].toLocaleString()} />
        ))}
        <StatCard id="readingTime" label={t('stats.readingTime')} value={duration(rates.reading)} />
        <StatCard id="speakingTime" label={t('stats.speakingTime')} value={duration(rates.speaking)} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('rates', { reading: rates.reading, speaking: rates.speaking })}
      </Text>
      <TopWords words={frequent} />
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

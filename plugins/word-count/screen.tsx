import { Accordion, Code, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useDebouncedValue } from '@mantine/hooks';
import { useToolText } from '../../core/settings/remembered-text';
import { useCurrentToolOptions } from '../../core/settings/tool-options';
import { CopyButton } from '../../core/ui/CopyButton';
import { LongTextInput } from '../../core/ui/LongTextInput';
import { useLatestResult } from '../../core/processing/use-latest-result';
import type { CountLanguage, TextLengths, TextStats } from './count';
import { LANGUAGE_CHOICES, type LanguageChoice } from './detect';
import { DEFAULT_OPTIONS, wordCountOptionsSchema } from './options';
import { WORDS_PER_MINUTE, durationSeconds, splitDuration } from './reading-time';
import { TopWords } from './TopWordsTable';
import { job } from './job';

const STAT_KEYS = ['words', 'characters', 'charactersNoSpaces', 'sentences', 'paragraphs', 'lines'] as const;
const LENGTH_KEYS: (keyof TextLengths)[] = ['graphemes', 'codePoints', 'utf16', 'wordTokens', 'otherTokens'];
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
  const { options, setOptions } = useCurrentToolOptions(DEFAULT_OPTIONS, wordCountOptionsSchema);
  // Counted in a worker: a 5 MB text never holds the page.
  const { result } = useLatestResult(
    job,
    { text: debounced },
    { language: options.language },
    [debounced, options.language],
  );
  const stats = result?.stats ?? EMPTY_STATS;
  const frequent = result?.frequent ?? [];
  const ends = result?.ends ?? { first: '', last: '' };
  const counted: CountLanguage = result?.language ?? (options.language === 'auto' ? 'general' : options.language);
  const rates = WORDS_PER_MINUTE[counted];
  const duration = (wordsPerMinute: number) => {
    const { hours, minutes, seconds } = splitDuration(durationSeconds(stats.words, wordsPerMinute));
    if (hours) return t('time.hours', { hours, minutes });
    if (minutes) return t('time.minutes', { minutes, seconds: String(seconds).padStart(2, '0') });
    return t('time.seconds', { seconds });
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <SegmentedControl
          aria-label={t('language')}
          value={options.language}
          onChange={(value) => setOptions({ ...options, language: value as LanguageChoice })}
          data={LANGUAGE_CHOICES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
          data-testid="word-count-language"
        />
        <Text size="xs" c="dimmed" data-testid="word-count-convention">
          {options.language === 'auto' && debounced ? `${t('detected', { language: t(`languages.${counted}`) })} ` : ''}
          {t(`conventions.${counted}`)}
        </Text>
      </Stack>
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
      {/* For checking a count, out of the main view. */}
      <Accordion variant="contained" value={options.debug ? 'details' : null} onChange={(value) => setOptions({ ...options, debug: value === 'details' })}>
        <Accordion.Item value="details">
          <Accordion.Control data-testid="word-count-details">{t('details')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs" data-testid="word-count-debug">
              <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
                {LENGTH_KEYS.map((key) => (
                  <Text key={key} size="sm" data-testid={`length-${key}`}>
                    {t(`lengths.${key}`)}: <b>{(result?.lengths[key] ?? 0).toLocaleString()}</b>
                  </Text>
                ))}
              </SimpleGrid>
              <Text size="sm" fw={600}>{t('debugFirst')}</Text>
              <Code block>{ends.first || ' '}</Code>
              <Text size="sm" fw={600}>{t('debugLast')}</Text>
              <Code block>{ends.last || ' '}</Code>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}

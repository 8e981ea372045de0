import { ActionIcon, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { Hint } from '../../core/ui/Hint';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsLeftRight, IconX } from '@tabler/icons-react';
import { useToolText } from '../../core/settings/remembered-text';
import { useCurrentToolOptions } from '../../core/settings/tool-options';
import { CopyButton } from '../../core/ui/CopyButton';
import { LongTextInput } from '../../core/ui/LongTextInput';
import { CaseOptions } from './CaseOptions';
import { ChineseOptions } from './ChineseOptions';
import { DEFAULT_OPTIONS, converterOptionsSchema, type ConverterOptions } from './options';
import { useConversion } from './useConversion';
import type { ChineseDirection } from './chinese';

const OUTPUT_LANG: Record<ChineseDirection, string> = {
  s2t: 'zh-Hant',
  s2tw: 'zh-Hant-TW',
  s2twp: 'zh-Hant-TW',
  s2hk: 'zh-Hant-HK',
  t2s: 'zh-Hans',
  tw2sp: 'zh-Hans',
  t2jp: 'ja',
  jp2t: 'ja',
  jp2s: 'zh-Hans',
  s2jp: 'ja',
};

export default function TextConverterScreen() {
  const { t } = useToolTranslation();
  const [text, setText] = useToolText('input');
  const [debounced] = useDebouncedValue(text, 150);
  const { options, setOptions } = useCurrentToolOptions(DEFAULT_OPTIONS, converterOptionsSchema);
  const update = (patch: Partial<ConverterOptions>) => setOptions({ ...options, ...patch });
  const { output, status, inputCharacters, outputCharacters } = useConversion(debounced, options);
  // Chinese and Japanese glyphs differ by region: the result says which it is written in.
  const outputLang = options.mode === 'chinese' ? OUTPUT_LANG[options.chineseDirection] : undefined;
  const shownOutput = status === 'failed' ? '' : output;

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('mode.label')}
        value={options.mode}
        onChange={(mode) => update({ mode: mode as ConverterOptions['mode'] })}
        data={[
          { value: 'case', label: t('mode.case') },
          { value: 'chinese', label: t('mode.chinese') },
        ]}
        data-testid="converter-mode"
        style={{ alignSelf: 'flex-start' }}
      />
      {options.mode === 'case' ? (
        <CaseOptions
          style={options.caseStyle}
          locale={options.caseLocale}
          onStyle={(caseStyle) => update({ caseStyle })}
          onLocale={(caseLocale) => update({ caseLocale })}
        />
      ) : (
        <ChineseOptions direction={options.chineseDirection} status={status} onDirection={(chineseDirection) => update({ chineseDirection })} />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" mb={6}>
            <Text fw={600} size="sm">{t('input')}</Text>
            <Hint label={t('clear')} align="end">
              <ActionIcon variant="subtle" color="gray" aria-label={t('clear')} onClick={() => setText('')} disabled={!text}>
                <IconX size={16} />
              </ActionIcon>
            </Hint>
          </Group>
          <LongTextInput label={t('input')} placeholder={t('placeholder')} value={text} onChange={setText} data-testid="converter-input" />
          <Text size="xs" c="dimmed" mt={6} data-testid="input-count">
            {t('characters', { count: text ? inputCharacters : 0 })}
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" mb={6}>
            <Text fw={600} size="sm">{t('output')}</Text>
            <CopyButton value={shownOutput} label={t('copyResult')} data-testid="converter-copy" />
          </Group>
          <Textarea aria-label={t('output')} value={shownOutput} readOnly autosize minRows={10} maxRows={24} lang={outputLang} data-testid="converter-output" />
          <Text size="xs" c="dimmed" mt={6} data-testid="output-count">
            {t('characters', { count: shownOutput ? outputCharacters : 0 })}
          </Text>
        </Paper>
      </SimpleGrid>
      <Group>
        <Button variant="light" leftSection={<IconArrowsLeftRight size={16} />} onClick={() => setText(shownOutput)} disabled={!shownOutput} data-testid="converter-swap">
          {t('swap')}
        </Button>
      </Group>
    </Stack>
  );
}

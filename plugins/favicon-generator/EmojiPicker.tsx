import { Group, ScrollArea, SimpleGrid, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { countGraphemes } from '../../core/text/graphemes';
import { useToolTranslation } from '../../core/ui/tool-context';
import { twemojiNames } from './emoji-art';
import { searchEmoji } from './emoji-list';
import { emojiSvgUrl } from './generator-assets';
import classes from './Picker.module.css';

/** The emoji to draw: typed or pasted (any one emoji), or chosen from a searchable grid. */
export function EmojiPicker({ value, onPick }: { value: string; onPick(emoji: string): void }) {
  const { t } = useToolTranslation();
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchEmoji(query), [query]);
  const valid = countGraphemes(value.trim()) === 1;
  return (
    <div>
      <Group align="flex-start" gap="sm" mb="xs" grow>
        <TextInput
          label={t('emoji.chosen')}
          description={t('emoji.chosenHint')}
          value={value}
          onChange={(event) => onPick(event.currentTarget.value)}
          error={valid ? undefined : t('errors.emoji')}
          leftSection={valid ? <img src={emojiSvgUrl(twemojiNames(value)[0])} alt="" width={18} height={18} draggable={false} /> : undefined}
          data-testid="favicon-emoji"
          maw={200}
        />
        <TextInput
          label={t('emoji.search')}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-testid="emoji-search"
        />
      </Group>
      {found.length ? (
        <ScrollArea.Autosize mah={236}>
          <SimpleGrid cols={{ base: 6, xs: 8, sm: 12 }} spacing={4} verticalSpacing={4} data-testid="emoji-grid">
            {found.map((emoji) => (
              <UnstyledButton key={emoji} className={classes.choice} aria-label={emoji} aria-pressed={emoji === value.trim()} onClick={() => onPick(emoji)} data-testid="emoji-option">
                <img src={emojiSvgUrl(twemojiNames(emoji)[0])} alt="" width={28} height={28} loading="lazy" draggable={false} />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          {t('emoji.none')}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t('emoji.credit')}
      </Text>
    </div>
  );
}

import { ActionIcon, Popover, ScrollArea, SimpleGrid, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useToolTranslation } from '../../core/ui/tool-context';
import { searchEmoji } from './emoji-list';

/** A searchable grid of emoji; choosing one makes it the icon's text. */
export function EmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  const { t } = useToolTranslation();
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchEmoji(query), [query]);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={300} trapFocus>
      <Popover.Target>
        <Tooltip label={t('emoji.open')}>
          <ActionIcon variant="default" size="lg" aria-label={t('emoji.open')} onClick={() => setOpened((open) => !open)} data-testid="emoji-picker-open">
            <IconMoodSmile size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <TextInput size="xs" placeholder={t('emoji.search')} aria-label={t('emoji.search')} value={query} onChange={(event) => setQuery(event.currentTarget.value)} data-testid="emoji-search" mb="xs" />
        <ScrollArea.Autosize mah={220}>
          {found.length ? (
            <SimpleGrid cols={8} spacing={2} verticalSpacing={2} data-testid="emoji-grid">
              {found.map((emoji) => (
                <UnstyledButton
                  key={emoji}
                  aria-label={emoji}
                  onClick={() => {
                    onPick(emoji);
                    setOpened(false);
                  }}
                  style={{ fontSize: 22, lineHeight: '32px', textAlign: 'center', borderRadius: 6 }}
                  data-testid="emoji-option"
                >
                  {emoji}
                </UnstyledButton>
              ))}
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {t('emoji.none')}
            </Text>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

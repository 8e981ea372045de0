import { Alert, Button, Group, Loader, ScrollArea, SimpleGrid, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useToolTranslation } from '../../core/ui/tool-context';
import { searchIcons } from './icon-set';
import { TablerGlyph } from './TablerGlyph';
import { useIconSet } from './useIconSet';
import classes from './Picker.module.css';

/** How many matches the grid shows; the count says when a search would find more. */
const SHOWN = 96;

/** Tabler's outline icons (over 5,000), searched by name and tags; choosing one makes it the icon. */
export function IconPicker({ value, onPick }: { value: string; onPick(name: string): void }) {
  const { t } = useToolTranslation();
  const { set, failed, retry } = useIconSet();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const result = useMemo(() => (set ? searchIcons(set, deferredQuery, SHOWN) : null), [set, deferredQuery]);
  if (failed) {
    return (
      <Alert color="red" data-testid="icon-set-error">
        <Group justify="space-between">
          <Text size="sm">{t('errors.assets')}</Text>
          <Button size="compact-sm" variant="default" onClick={retry}>
            {t('iconPicker.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <div>
      <TextInput
        label={t('iconPicker.search')}
        placeholder={t('iconPicker.placeholder')}
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        data-testid="icon-search"
        mb="xs"
      />
      {!result ? (
        <Group gap="xs" data-testid="icon-set-loading">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('iconPicker.loading')}
          </Text>
        </Group>
      ) : result.found.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('iconPicker.none')}
        </Text>
      ) : (
        <>
          <ScrollArea.Autosize mah={236}>
            <SimpleGrid cols={{ base: 6, xs: 8, sm: 12 }} spacing={4} verticalSpacing={4} data-testid="icon-grid">
              {result.found.map(([name, , nodes]) => (
                <Tooltip key={name} label={name} openDelay={400}>
                  <UnstyledButton className={classes.choice} aria-label={name} aria-pressed={name === value} onClick={() => onPick(name)} data-testid="icon-option" data-icon={name}>
                    <TablerGlyph nodes={nodes} />
                  </UnstyledButton>
                </Tooltip>
              ))}
            </SimpleGrid>
          </ScrollArea.Autosize>
          <Text size="xs" c="dimmed" mt={4} data-testid="icon-count">
            {t('iconPicker.count', { shown: result.found.length, total: result.total })}
          </Text>
        </>
      )}
    </div>
  );
}

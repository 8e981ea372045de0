import { Box, Collapse, Kbd, NavLink, ScrollArea, Text, TextInput, UnstyledButton, Group, ThemeIcon } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { tools } from '../plugin/catalogue';
import { categoryStyle } from './categories';
import { groupByCategory, matchTools } from './tool-search';
import classes from './Sidebar.module.css';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const searchRef = useRef<HTMLInputElement>(null);
  useHotkeys([['mod+K', () => searchRef.current?.focus()]], []);

  const groups = useMemo(
    () => groupByCategory(matchTools(tools, query, (id, key) => t(`${id}:${key}`))),
    [query, t],
  );

  return (
    <Box className={classes.sidebar} component="nav" aria-label={t('sidebar.label')}>
      <Box p="sm" pb="xs">
        <TextInput
          ref={searchRef}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          placeholder={t('sidebar.search')}
          aria-label={t('sidebar.searchLabel')}
          leftSection={<IconSearch size={16} />}
          rightSection={<Kbd size="xs" className={classes.shortcut}>Ctrl K</Kbd>}
          rightSectionWidth={56}
          type="search"
        />
      </Box>
      <ScrollArea className={classes.scroll} scrollHideDelay={600} type="hover">
        {groups.length === 0 && (
          <Text c="dimmed" size="sm" px="md" py="sm" data-testid="sidebar-empty">
            {t('sidebar.noResults')}
          </Text>
        )}
        {groups.map(({ category, tools: groupTools }) => {
          const { icon: Icon, color } = categoryStyle(category);
          const open = !collapsed[category];
          const panelId = `sidebar-category-${category}`;
          return (
            <Box key={category} mb={4} data-testid={`sidebar-category-${category}`}>
              <UnstyledButton
                className={classes.categoryHeader}
                onClick={() => setCollapsed((c) => ({ ...c, [category]: open }))}
                aria-expanded={open}
                aria-controls={panelId}
              >
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon size="sm" variant="light" color={color} aria-hidden>
                    <Icon size={14} />
                  </ThemeIcon>
                  <Text size="sm" fw={600} style={{ flex: 1 }}>
                    {t(`categories.${category}`, { defaultValue: category })}
                  </Text>
                  <IconChevronDown
                    size={14}
                    className={classes.chevron}
                    data-open={open || undefined}
                    aria-hidden
                  />
                </Group>
              </UnstyledButton>
              <Collapse expanded={open} id={panelId}>
                {groupTools.map((tool) => {
                  const ToolIcon = tool.icon;
                  return (
                    <NavLink
                      key={tool.id}
                      component={Link}
                      href={tool.path}
                      label={t(`${tool.id}:name`)}
                      leftSection={<ToolIcon size={16} stroke={1.6} />}
                      active={location === tool.path}
                      variant="filled"
                      onClick={onNavigate}
                      className={classes.toolLink}
                      aria-current={location === tool.path ? 'page' : undefined}
                    />
                  );
                })}
              </Collapse>
            </Box>
          );
        })}
      </ScrollArea>
    </Box>
  );
}

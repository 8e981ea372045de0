import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tools, toolsById } from '../plugin/catalogue';
import type { ToolManifest } from '../plugin/schema';
import { favoritesAtom } from '../settings/favorites';
import { CATEGORY_ORDER } from '../shell/categories';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { ToolCard } from './ToolCard';

const RECENTLY_UPDATED_COUNT = 6;

function ToolSection({ title, list, empty, testId }: { title: string; list: ToolManifest[]; empty: ReactNode; testId: string }) {
  return (
    <section aria-label={title} data-testid={testId}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {list.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
          {list.map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

export default function Home() {
  const { t } = useTranslation();
  useDocumentTitle(t('brand'));
  const favorites = useAtomValue(favoritesAtom)
    .map((id) => toolsById.get(id))
    .filter((tool): tool is ToolManifest => Boolean(tool));
  // Each tool shows at most twice: in one of the lists on top, and in its category.
  const shownAbove = new Set(favorites.map((tool) => tool.id));
  const popular = tools.filter((tool) => tool.popular && !shownAbove.has(tool.id));
  popular.forEach((tool) => shownAbove.add(tool.id));
  const recent = [...tools]
    .filter((tool) => !shownAbove.has(tool.id))
    .sort((a, b) => b.updated.localeCompare(a.updated))
    .slice(0, RECENTLY_UPDATED_COUNT);
  const categories = CATEGORY_ORDER.map((category) => ({ category, list: tools.filter((tool) => tool.category === category) })).filter(
    ({ list }) => list.length > 0,
  );

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <Paper p="xl" radius="md" className="welcome-banner">
        <Title order={1}>{t('home.welcome')}</Title>
        <Text mt="xs" size="lg">
          {t('home.tagline')}
        </Text>
      </Paper>
      <ToolSection title={t('home.favorites')} list={favorites} empty={t('home.noFavorites')} testId="home-favorites" />
      <ToolSection title={t('home.popular')} list={popular} empty={t('home.emptyCategory')} testId="home-popular" />
      {recent.length > 0 && (
        <ToolSection title={t('home.recent')} list={recent} empty={t('home.emptyCategory')} testId="home-recent" />
      )}
      {categories.map(({ category, list }) => (
        <ToolSection
          key={category}
          title={t(`categories.${category}`)}
          list={list}
          empty={t('home.emptyCategory')}
          testId={`home-category-${category}`}
        />
      ))}
    </Stack>
  );
}

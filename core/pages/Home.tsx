import { useAtomValue } from 'jotai';
import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstScreenStage } from '../app/first-screen-stages';
import { tools, toolsById } from '../plugin/catalogue';
import type { ToolManifest } from '../plugin/schema';
import { favoritesAtom } from '../settings/favorites';
import { CATEGORY_ORDER } from '../shell/categories';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { ToolCard } from './ToolCard';
import classes from './Home.module.css';

const RECENTLY_UPDATED_COUNT = 6;
// Below the first screen, with its own strings and checks: not part of the home's first load.
const HomeRecipes = lazy(() => import('../recipes/ui/views').then((views) => views.loadHomeRecipes()));

function ToolSection({ title, list, empty, testId }: { title: string; list: ToolManifest[]; empty: ReactNode; testId: string }) {
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className={classes.sectionTitle}>{title}</h2>
      {list.length === 0 ? (
        <p className={classes.empty}>{empty}</p>
      ) : (
        <div className={classes.grid}>
          {list.map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </div>
      )}
    </section>
  );
}

export default function Home() {
  const { t } = useTranslation();
  useDocumentTitle(t('brand'));
  // The categories, below the fold, come a frame later, laid out in a task of their own.
  const showCategories = useFirstScreenStage(1);
  const favorites = useAtomValue(favoritesAtom)
    .map((id) => toolsById.get(id))
    .filter((tool): tool is ToolManifest => Boolean(tool));
  // Each tool shows at most twice: in one of the lists on top, and in its category.
  const shownAbove = new Set(favorites.map((tool) => tool.id));
  const popular = tools.filter((tool) => tool.popular && !shownAbove.has(tool.id));
  popular.forEach((tool) => shownAbove.add(tool.id));
  const recent = [...tools]
    .filter((tool) => !shownAbove.has(tool.id))
    // ISO dates sort as plain strings; localeCompare would first build ICU's collator (profiled: 7–10 ms).
    .sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0))
    .slice(0, RECENTLY_UPDATED_COUNT);
  const categories = CATEGORY_ORDER.map((category) => ({ category, list: tools.filter((tool) => tool.category === category) })).filter(
    ({ list }) => list.length > 0,
  );

  return (
    <div className={classes.home}>
      <div className={`${classes.banner} welcome-banner`}>
        <h1 className={classes.welcome}>{t('home.welcome')}</h1>
        <p className={classes.tagline}>{t('home.tagline')}</p>
      </div>
      <ToolSection title={t('home.favorites')} list={favorites} empty={t('home.noFavorites')} testId="home-favorites" />
      <ToolSection title={t('home.popular')} list={popular} empty={t('home.emptyCategory')} testId="home-popular" />
      {recent.length > 0 && (
        <ToolSection title={t('home.recent')} list={recent} empty={t('home.emptyCategory')} testId="home-recent" />
      )}
      {showCategories && (
        <Suspense fallback={null}>
          <HomeRecipes />
        </Suspense>
      )}
      {showCategories &&
        categories.map(({ category, list }) => (
          <ToolSection
            key={category}
            title={t(`categories.${category}`)}
            list={list}
            empty={t('home.emptyCategory')}
            testId={`home-category-${category}`}
          />
        ))}
    </div>
  );
}

import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Loading } from '../../shell/Loading';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { readRecipeLink, recipeQuery, toolsInQuery, type RecipeFromLink } from '../recipe-link';
import { findRecipe } from '../recipe-store';
import { loadStepOptions, type StepOptionsById } from '../step-options';
import { RECIPES_NAMESPACE } from '../strings';
import { IgnoredNotice } from './IgnoredNotice';
import { RecipeView } from './RecipeView';

interface Opened {
  read: RecipeFromLink;
  schemas: StepOptionsById;
  storedId?: string;
}

/** Reads the address (a stored recipe's id or a recipe link) with every step tool's schema. */
async function openRecipe(search: string, fallbackName: string): Promise<Opened> {
  const id = new URLSearchParams(search).get('id');
  const stored = id ? findRecipe(id) : undefined;
  const schemas = await loadStepOptions(stored ? stored.steps.map((step) => step.tool) : toolsInQuery(search));
  // A stored recipe goes through its link form: the same checks by each tool's schema as a link's.
  const read = readRecipeLink(stored ? recipeQuery(stored, schemas) : search, schemas, fallbackName);
  return { read, schemas, storedId: stored?.id };
}

/** /recipe?id=… (one of the visitor's) or /recipe?name=…&1=tool&1.option=… (a shared link). */
export default function RecipePage() {
  const { t } = useTranslation(RECIPES_NAMESPACE);
  const search = useSearch();
  const [opened, setOpened] = useState<Opened | null>(null);
  useDocumentTitle(opened?.read.recipe?.name ?? t('title'));
  useEffect(() => {
    let current = true;
    void openRecipe(search, t('untitled')).then((result) => current && setOpened(result));
    return () => {
      current = false;
    };
  }, [search, t]);
  if (!opened) return <Loading />;
  const { read, schemas, storedId } = opened;
  if (!read.recipe) {
    return (
      <Stack maw={960} mx="auto" gap="md" data-testid="recipe-missing">
        <Title order={1}>{t('title')}</Title>
        <Text>{t('missing')}</Text>
        <IgnoredNotice ignored={read.ignored} unread={read.unread} />
        <Anchor component={Link} href="/">
          {t('backHome')}
        </Anchor>
      </Stack>
    );
  }
  return <RecipeView key={search} recipe={read.recipe} schemas={schemas} storedId={storedId} notice={<IgnoredNotice ignored={read.ignored} unread={read.unread} />} />;
}

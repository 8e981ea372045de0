import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { downloadBlob } from '../../ui/download';
import type { StoredRecipe } from '../recipe';
import { recipeFileName, recipeFileText } from '../recipe-file';
import { deleteRecipe, useStoredRecipes } from '../recipe-store';
import { RECIPES_NAMESPACE } from '../strings';
import type { ImportOutcome } from './import-recipe';
import { StepNames } from './StepNames';
import classes from './HomeRecipes.module.css';

function RecipeItem({ recipe }: { recipe: StoredRecipe }) {
  const { t } = useTranslation(RECIPES_NAMESPACE);
  return (
    <li className={classes.item} data-testid="home-recipe">
      <Link href={`/recipe?id=${recipe.id}`} className={classes.name}>
        {recipe.name}
      </Link>
      <span className={classes.steps}>
        <StepNames steps={recipe.steps} />
      </span>
      <span className={classes.actions}>
        <button type="button" className={classes.button} onClick={() => downloadBlob(new Blob([recipeFileText(recipe)], { type: 'application/json' }), recipeFileName(recipe.name))} data-testid="home-recipe-export">
          {t('export')}
        </button>
        <button type="button" className={classes.button} onClick={() => deleteRecipe(recipe.id)} data-testid="home-recipe-delete" aria-label={t('deleteNamed', { name: recipe.name })}>
          {t('delete')}
        </button>
      </span>
    </li>
  );
}

/** The home's "My recipes": each saved recipe (open, export, delete), and importing a recipe file. Plain HTML: the home has no Mantine. */
export default function HomeRecipes() {
  const { t } = useTranslation(RECIPES_NAMESPACE);
  const recipes = useStoredRecipes();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    // The tools' schemas load with the first import, not with the home.
    const { importRecipeFile } = await import('./import-recipe');
    setOutcome(await importRecipeFile(file));
  };
  return (
    <section aria-label={t('home.title')} data-testid="home-recipes">
      <h2 className={classes.title}>{t('home.title')}</h2>
      {recipes.length === 0 ? <p className={classes.empty}>{t('home.empty')}</p> : <ul className={classes.list}>{recipes.map((recipe) => <RecipeItem key={recipe.id} recipe={recipe} />)}</ul>}
      <label className={classes.button}>
        {t('home.import')}
        <input
          type="file"
          accept=".json,application/json"
          className={classes.hiddenInput}
          data-testid="recipe-import-input"
          onChange={(event) => {
            void onFile(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </label>
      {outcome && (
        <p className={outcome.ok ? classes.imported : classes.refused} role={outcome.ok ? 'status' : 'alert'} data-testid="recipe-import-message">
          {outcome.ok ? t('import.done', { name: outcome.name }) : t(`import.${outcome.reason}`, outcome.params ?? {})}
        </p>
      )}
    </section>
  );
}

import { Button, Group } from '@mantine/core';
import { IconFileZip, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../ui/download';
import { toastError } from '../../ui/toasts';
import { saveZip, zipName } from '../../ui/zip';
import type { Recipe } from '../recipe';
import { recipeSlug } from '../recipe-file';
import type { RecipeRow } from '../recipe-runs';
import { recipeZipEntries } from '../recipe-zip';
import { RECIPES_NAMESPACE } from '../strings';

interface RecipeZipButtonsProps {
  recipe: Recipe;
  /** How many files have a final result. */
  finals: number;
  running: boolean;
  /** The rows as they are at the click: the entries read each output's Blob (a copy each), so only then. */
  rowsNow(): RecipeRow[];
  onClear(): void;
}

/** The final files, or every step's, as one ZIP; and "Clear". Memoised: a run's updates change its counts, rarely these. */
export const RecipeZipButtons = memo(function RecipeZipButtons({ recipe, finals, running, rowsNow, onClear }: RecipeZipButtonsProps) {
  const { t } = useTranslation([RECIPES_NAMESPACE, 'common']);
  const tools = recipe.steps.map((step) => step.tool);
  const download = async (everyStep: boolean) => {
    try {
      await saveZip(recipeZipEntries(rowsNow(), tools, everyStep), zipName(`${recipeSlug(recipe.name)}${everyStep ? '-steps' : ''}`), downloadBlob);
    } catch {
      toastError(t('batch.zipError', { ns: 'common' }), t('batch.downloadFailed', { ns: 'common' }));
    }
  };
  return (
    <Group gap="xs" justify="space-between">
      <Group gap="xs">
        <Button size="sm" leftSection={<IconFileZip size={16} />} disabled={running || finals === 0} onClick={() => void download(false)} data-testid="recipe-zip">
          {t('zipFinal')}
        </Button>
        <Button size="sm" variant="default" disabled={running} onClick={() => void download(true)} data-testid="recipe-zip-steps">
          {t('zipSteps')}
        </Button>
      </Group>
      <Button size="sm" variant="subtle" color="gray" leftSection={<IconTrash size={16} />} onClick={onClear} data-testid="recipe-clear">
        {t('batch.clear', { ns: 'common' })}
      </Button>
    </Group>
  );
});

import { Button, Group } from '@mantine/core';
import { IconFileZip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../ui/download';
import { toastError } from '../../ui/toasts';
import { saveZip, zipName } from '../../ui/zip';
import type { Recipe } from '../recipe';
import { recipeSlug } from '../recipe-file';
import type { RecipeRow } from '../recipe-runs';
import { recipeZipEntries } from '../recipe-zip';
import { RECIPES_NAMESPACE } from '../strings';

/** The final files, or every step's, as one ZIP; and "Clear". */
export function RecipeZipButtons({ rows, recipe, running, onClear }: { rows: RecipeRow[]; recipe: Recipe; running: boolean; onClear(): void }) {
  const { t } = useTranslation([RECIPES_NAMESPACE, 'common']);
  const tools = recipe.steps.map((step) => step.tool);
  // Counted by status: the entries read each output's Blob (a copy each), which waits for the click.
  const finals = rows.filter((row) => row.steps[row.steps.length - 1]?.output).length;
  const download = async (everyStep: boolean) => {
    try {
      await saveZip(recipeZipEntries(rows, tools, everyStep), zipName(`${recipeSlug(recipe.name)}${everyStep ? '-steps' : ''}`), downloadBlob);
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
}

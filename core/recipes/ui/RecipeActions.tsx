import { Button, Group } from '@mantine/core';
import { IconBookmarkPlus, IconCheck, IconDownload, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appPath } from '../../app/base-path';
import { copyText } from '../../ui/clipboard';
import { downloadBlob } from '../../ui/download';
import { toastError, toastSuccess } from '../../ui/toasts';
import type { Recipe } from '../recipe';
import { recipeFileName, recipeFileText } from '../recipe-file';
import { recipeQuery } from '../recipe-link';
import { saveRecipe } from '../recipe-store';
import type { StepOptionsById } from '../step-options';
import { RECIPES_NAMESPACE } from '../strings';

/** Keep (a recipe from a link), share as a link, export as a file. */
export function RecipeActions({ recipe, schemas, storedId }: { recipe: Recipe; schemas: StepOptionsById; storedId?: string }) {
  const { t } = useTranslation([RECIPES_NAMESPACE, 'common']);
  const [saved, setSaved] = useState(Boolean(storedId));
  const save = () => {
    saveRecipe(recipe);
    setSaved(true);
    toastSuccess(t('saved', { name: recipe.name }));
  };
  const copyLink = async () => {
    const url = `${window.location.origin}${appPath('/recipe')}?${recipeQuery(recipe, schemas)}`;
    if (await copyText(url)) toastSuccess(t('linkCopied'));
    else toastError(t('share.failed', { ns: 'common' }), t('share.failedDetail', { ns: 'common' }));
  };
  const exportFile = () => downloadBlob(new Blob([recipeFileText(recipe)], { type: 'application/json' }), recipeFileName(recipe.name));
  return (
    <Group gap="xs" mt="md">
      <Button variant="light" size="sm" leftSection={saved ? <IconCheck size={16} /> : <IconBookmarkPlus size={16} />} disabled={saved} onClick={save} data-testid="recipe-keep">
        {saved ? t('inMyRecipes') : t('keep')}
      </Button>
      <Button variant="default" size="sm" leftSection={<IconLink size={16} />} onClick={() => void copyLink()} data-testid="recipe-copy-link">
        {t('copyLink')}
      </Button>
      <Button variant="default" size="sm" leftSection={<IconDownload size={16} />} onClick={exportFile} data-testid="recipe-export">
        {t('export')}
      </Button>
    </Group>
  );
}

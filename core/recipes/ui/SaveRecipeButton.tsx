import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ToolManifest } from '../../plugin/schema';
import { loadToolOptions } from '../../settings/tool-options';
import { cleanName, MAX_NAME_LENGTH, type RecipeStep } from '../recipe';
import { saveRecipe } from '../recipe-store';
import { firstChainBreak } from '../step-chain';
import { loadStepOptions } from '../step-options';
import { RECIPES_NAMESPACE } from '../strings';
import { BrokenChainNotice } from './BrokenChainNotice';
import { StepNames } from './StepNames';

/** Each tool's options as it remembered them when its files ran (a run keeps the options it used). */
async function chainSteps(toolIds: string[]): Promise<RecipeStep[]> {
  const schemas = await loadStepOptions(toolIds);
  return toolIds.flatMap((tool) => {
    const stepOptions = schemas.get(tool);
    return stepOptions ? [{ tool, options: loadToolOptions(tool, stepOptions.defaults, stepOptions.schema) as Record<string, unknown> }] : [];
  });
}

/** Saves the chain that led here, this tool last, and opens the recipe. */
export default function SaveRecipeButton({ tool, before }: { tool: ToolManifest; before: string[] }) {
  const { t } = useTranslation(RECIPES_NAMESPACE);
  const [, navigate] = useLocation();
  const [steps, setSteps] = useState<RecipeStep[] | null>(null);
  const [name, setName] = useState('');
  const start = async () => {
    const chain = await chainSteps([...before, tool.id]);
    setName(chain.map((step) => t('name', { ns: step.tool })).join(' → '));
    setSteps(chain);
  };
  const broken = steps ? firstChainBreak(steps.map((step) => step.tool)) : null;
  const save = () => {
    if (!steps || broken) return;
    const stored = saveRecipe({ name: cleanName(name) || t('untitled'), steps });
    setSteps(null);
    navigate(`/recipe?id=${stored.id}`);
  };
  return (
    <>
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconBookmarkPlus size={18} />} onClick={() => void start()} data-testid="save-recipe">
          {t('save.button')}
        </Button>
      </Group>
      <Modal opened={steps !== null} onClose={() => setSteps(null)} title={t('save.title')}>
        <Stack gap="sm">
          <Text size="sm">{t('save.intro')}</Text>
          <StepNames steps={steps ?? []} />
          {broken && <BrokenChainNotice broken={broken} />}
          <TextInput label={t('save.name')} value={name} maxLength={MAX_NAME_LENGTH} onChange={(event) => setName(event.currentTarget.value)} data-testid="recipe-name" data-autofocus />
          <Group justify="flex-end">
            <Button onClick={save} disabled={Boolean(broken)} data-testid="save-recipe-confirm">
              {t('save.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ToolManifest } from '../../plugin/schema';
import { optionsOnScreen } from '../../settings/visit-registry';
import { cleanName, MAX_NAME_LENGTH, type RecipeStep } from '../recipe';
import { saveRecipe } from '../recipe-store';
import { RECIPES_NAMESPACE } from '../strings';
import { StepNames } from './StepNames';

/** Saves the chain that led here, with this tool's options on screen as the last step, and opens it. */
export default function SaveRecipeButton({ tool, before }: { tool: ToolManifest; before: RecipeStep[] }) {
  const { t } = useTranslation(RECIPES_NAMESPACE);
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [steps, setSteps] = useState<RecipeStep[]>([]);
  const [name, setName] = useState('');
  const start = () => {
    const chain = [...before, { tool: tool.id, options: (optionsOnScreen(tool.id) ?? {}) as Record<string, unknown> }];
    setSteps(chain);
    setName(chain.map((step) => t('name', { ns: step.tool })).join(' → '));
    setOpen(true);
  };
  const save = () => {
    const stored = saveRecipe({ name: cleanName(name) || t('untitled'), steps });
    setOpen(false);
    navigate(`/recipe?id=${stored.id}`);
  };
  return (
    <>
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconBookmarkPlus size={18} />} onClick={start} data-testid="save-recipe">
          {t('save.button')}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('save.title')}>
        <Stack gap="sm">
          <Text size="sm">{t('save.intro')}</Text>
          <StepNames steps={steps} />
          <TextInput label={t('save.name')} value={name} maxLength={MAX_NAME_LENGTH} onChange={(event) => setName(event.currentTarget.value)} data-testid="recipe-name" data-autofocus />
          <Group justify="flex-end">
            <Button onClick={save} data-testid="save-recipe-confirm">
              {t('save.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

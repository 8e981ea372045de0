import { useTranslation } from 'react-i18next';
import type { RecipeStep } from '../recipe';

/** "Image Resizer → Image Compressor → Image Converter", in the visitor's language. */
export function StepNames({ steps }: { steps: RecipeStep[] }) {
  const { t } = useTranslation();
  return <span data-testid="recipe-step-names">{steps.map((step) => t('name', { ns: step.tool })).join(' → ')}</span>;
}

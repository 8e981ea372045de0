import { useTranslation } from 'react-i18next';
import { settingsQuery } from '../../settings/settings-link';
import type { Recipe } from '../recipe';
import type { StepOptionsById } from '../step-options';
import classes from './recipe.module.css';

/** The steps in order, each with its options as a link writes them ("width=1200, format=webp"). */
export function StepList({ recipe, schemas }: { recipe: Recipe; schemas: StepOptionsById }) {
  const { t } = useTranslation();
  return (
    <ol className={classes.steps} data-testid="recipe-steps">
      {recipe.steps.map((step, index) => {
        const schema = schemas.get(step.tool)?.schema;
        const options = schema ? decodeURIComponent(settingsQuery(schema, step.options).replaceAll('&', ', ')) : '';
        return (
          <li key={index} data-testid="recipe-step-item" data-tool={step.tool}>
            <span className={classes.stepName}>{t('name', { ns: step.tool })}</span>
            {options && <span className={classes.stepOptions}>{options}</span>}
          </li>
        );
      })}
    </ol>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ToolManifest } from '../plugin/schema';
import { CategoryIcon } from '../shell/CategoryIcon';
import classes from './ToolCard.module.css';

export function ToolCard({ tool }: { tool: ToolManifest }) {
  const { t } = useTranslation(tool.id);
  return (
    <Link href={tool.path} className={`${classes.card} mantine-focus-auto`}>
      <CategoryIcon category={tool.category} icon={tool.icon} size="lg" />
      <div className={classes.text}>
        <p className={classes.name}>{t('name')}</p>
        <p className={classes.description}>{t('description')}</p>
      </div>
    </Link>
  );
}

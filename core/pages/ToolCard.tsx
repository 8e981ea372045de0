import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ToolManifest } from '../plugin/schema';
import { categoryStyle } from '../shell/categories';
import classes from './ToolCard.module.css';

export function ToolCard({ tool }: { tool: ToolManifest }) {
  const { t } = useTranslation(tool.id);
  const Icon = tool.icon;
  return (
    <Card component={Link} href={tool.path} withBorder padding="md" radius="md" className={classes.card}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={categoryStyle(tool.category).color} size="lg" radius="md" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{t('name')}</Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {t('description')}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { missingCapabilities } from '../plugin/capabilities';
import type { ToolManifest } from '../plugin/schema';

/** A translated notice naming what the browser lacks for this tool (manifest `requires`). */
export function RequirementsNotice({ tool }: { tool: ToolManifest }) {
  const { t } = useTranslation();
  const missing = missingCapabilities(tool.requires);
  if (!missing.length) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('requires.title')} data-testid="requires-notice">
      <List size="sm">
        {missing.map((capability) => (
          <List.Item key={capability}>{t(`requires.${capability}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

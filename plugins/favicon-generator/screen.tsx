import { Alert, Paper, Stack } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { registerFaviconKitStrings } from '../../kits/favicon/kit-i18n';
import { GENERATOR_ZIP_NAME } from '../../kits/favicon/package-spec';
import { FaviconPackageView } from '../../kits/favicon/ui/FaviconPackageView';
import { useToolOptions } from '../../core/settings/tool-options';
import { useTool } from '../../core/ui/tool-context';
import { GeneratorOptionsPanel } from './GeneratorOptionsPanel';
import { GENERATOR_DEFAULTS, generatorOptionsSchema, shownText } from './options';
import { useGeneratedPackage } from './useGeneratedPackage';

registerFaviconKitStrings();

export default function FaviconGeneratorScreen() {
  const tool = useTool();
  const { t } = useToolTranslation();
  const { options, setOptions } = useToolOptions(tool.id, GENERATOR_DEFAULTS, generatorOptionsSchema);
  const { pkg, madeWith, failed, working } = useGeneratedPackage(options);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" aria-label={t('batch.options', { ns: 'common' })} component="section">
        <GeneratorOptionsPanel value={options} onChange={setOptions} />
      </Paper>
      {failed && (
        <Alert color="red" data-testid="generation-error">
          {t(failed)}
        </Alert>
      )}
      {pkg && (
        <Paper
          withBorder
          p="md"
          radius="md"
          component="section"
          data-testid="generated"
          data-busy={working || undefined}
          data-shape={madeWith?.shape}
          data-mode={madeWith?.mode}
          data-font={madeWith?.font}
          data-text={madeWith && (madeWith.mode === 'icon' ? madeWith.icon : shownText(madeWith))}
          data-theme-color={madeWith?.themeColor}
        >
          <FaviconPackageView pkg={pkg} appName={options.appName} zipName={GENERATOR_ZIP_NAME} />
        </Paper>
      )}
    </Stack>
  );
}

import { Paper, Stack } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { registerFaviconKitStrings } from '../../kits/favicon/kit-i18n';
import { useToolOptions } from '../../core/settings/tool-options';
import { useTool } from '../../core/ui/tool-context';
import { UploadZone } from '../../core/ui/UploadZone';
import { ConverterOptionsPanel } from './ConverterOptionsPanel';
import { ConverterRowCard } from './ConverterRowCard';
import { CONVERTER_DEFAULTS, converterOptionsSchema } from './options';
import { useConverterRows } from './useConverterRows';

registerFaviconKitStrings();

export default function FaviconConverterScreen() {
  const tool = useTool();
  const { t } = useToolTranslation();
  const { options, setOptions, forRun } = useToolOptions(tool.id, CONVERTER_DEFAULTS, converterOptionsSchema);
  const { rows, addFiles: addRows, remove } = useConverterRows(options);
  const addFiles = (files: File[]) => {
    forRun();
    addRows(files);
  };
  return (
    <Stack gap="md">
      {/* No accept filter: a file of the wrong type gets its own row with the reason. */}
      <UploadZone onFiles={addFiles} hint={t('uploadHint')} />
      <Paper withBorder p="md" radius="md" aria-label={t('batch.options', { ns: 'common' })} component="section">
        <ConverterOptionsPanel value={options} onChange={setOptions} />
      </Paper>
      {[...rows].reverse().map((row) => (
        <ConverterRowCard key={row.id} row={row} appName={options.appName} onRemove={() => remove(row.id)} />
      ))}
    </Stack>
  );
}

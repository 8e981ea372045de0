import { Button, Grid, Paper, Stack, Title } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useHotkeys } from '@mantine/hooks';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useToolOptions } from '../../core/settings/tool-options';
import { downloadBlob } from '../../core/ui/download';
import { useTool } from '../../core/ui/tool-context';
import { toastError } from '../../core/ui/toasts';
import { UploadZone } from '../../core/ui/UploadZone';
import { createZip, zipName } from '../../core/ui/zip';
import { ImageEditor } from './ImageEditor';
import { ImageList } from './ImageList';
import { DEFAULT_SETTINGS, hasWork, mosaicSettingsSchema } from './options';
import type { MosaicResult } from './image-state';
import { useMosaicImages } from './useMosaicImages';

export default function ImageMosaicScreen() {
  const tool = useTool();
  const { t } = useToolTranslation();
  const { options: settings, setOptions: setSettings, forRun } = useToolOptions(tool.id, DEFAULT_SETTINGS, mosaicSettingsSchema);
  const mosaic = useMosaicImages(forRun);
  const { selected } = mosaic;
  const [zipping, setZipping] = useState(false);

  useHotkeys([
    ['mod+Z', () => selected && mosaic.undoRegions(selected.id)],
    ['mod+shift+Z', () => selected && mosaic.redoRegions(selected.id)],
    ['ctrl+Y', () => selected && mosaic.redoRegions(selected.id)],
  ]);

  const download = (result: MosaicResult) => {
    try {
      downloadBlob(result.blob, result.name);
    } catch {
      toastError(t('errors.download'));
    }
  };
  const downloadZip = async () => {
    setZipping(true);
    try {
      const results = await mosaic.applyAll();
      if (!results.length) throw new Error('Nothing to zip');
      downloadBlob(await createZip(results.map((result) => ({ name: result.name, data: result.blob }))), zipName(tool.id));
    } catch {
      toastError(t('errors.zip'));
    } finally {
      setZipping(false);
    }
  };
  const anyWork = mosaic.images.some((image) => image.status === 'ready' && hasWork({ ...settings, regions: image.history.present }));

  return (
    <Stack gap="md">
      <UploadZone accept={tool.accept} onFiles={mosaic.addFiles} compactLabel={mosaic.images.length > 0 ? t('images.add') : undefined} />
      {mosaic.images.length > 0 && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder p="xs" radius="md" component="section" aria-labelledby="mosaic-images-title">
              <Stack gap="xs">
                <Title order={2} size="sm" id="mosaic-images-title">
                  {t('images.title')}
                </Title>
                <ImageList images={mosaic.images} selectedId={selected?.id} settings={settings} onSelect={mosaic.select} onRemove={mosaic.remove} />
                <Button leftSection={<IconFileZip size={16} />} onClick={downloadZip} loading={zipping} disabled={!anyWork} data-testid="download-zip">
                  {t('images.zip')}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {selected && (
              <Paper withBorder p="md" radius="md" component="section" aria-label={t('editor.section', { name: selected.file.name })}>
                <ImageEditor
                  key={selected.id}
                  image={selected}
                  settings={settings}
                  onSettings={setSettings}
                  onRegions={(regions) => mosaic.setRegions(selected.id, regions)}
                  onUndo={() => mosaic.undoRegions(selected.id)}
                  onRedo={() => mosaic.redoRegions(selected.id)}
                  onApply={() => mosaic.apply(selected.id)}
                  onDownload={() => selected.result && download(selected.result)}
                />
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

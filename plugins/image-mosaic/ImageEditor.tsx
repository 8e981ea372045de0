import { Alert, Center, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTool, useToolTranslation } from '../../core/ui/tool-context';
import { useState } from 'react';
import { EditorCanvas } from './EditorCanvas';
import { canRedo, canUndo } from './history';
import type { MosaicImage } from './image-state';
import { MosaicToolbar } from './MosaicToolbar';
import { hasWork, jobKey, type MosaicSettings } from './options';
import { RegionList } from './RegionList';
import { ResultView } from './ResultView';

interface ImageEditorProps {
  image: MosaicImage;
  settings: MosaicSettings;
  onSettings(next: MosaicSettings): void;
  onRegions(regions: MosaicImage['history']['present']): void;
  onUndo(): void;
  onRedo(): void;
  onApply(): Promise<unknown>;
  onDownload(): void;
}

/** One image's workspace: toolbar, the drawing canvas or the applied result, and its region list. */
export function ImageEditor({ image, settings, onSettings, onRegions, onUndo, onRedo, onApply, onDownload }: ImageEditorProps) {
  const { t } = useToolTranslation();
  const tool = useTool();
  // One toggle for the three views: the editor, the result, and the original to compare with.
  const [view, setView] = useState<'edit' | 'result' | 'original'>('edit');
  const regions = image.history.present;
  const job = { ...settings, regions };
  const apply = async () => {
    await onApply();
    setView('result');
  };

  if (image.status === 'failed')
    return (
      <Alert color="red" title={image.file.name} data-testid="mosaic-editor-error">
        {t(image.error ?? 'errors.processing', { ...image.errorParams, ns: [tool.id, 'common'] })}
      </Alert>
    );
  if (!image.preview)
    return (
      <Center mih={200}>
        <Loader aria-label={t('images.loading')} />
      </Center>
    );

  const showResult = view !== 'edit' && image.result;
  return (
    <Stack gap="sm">
      <MosaicToolbar
        settings={settings}
        onSettings={onSettings}
        canUndo={canUndo(image.history)}
        canRedo={canRedo(image.history)}
        canClear={regions.length > 0}
        canApply={hasWork(job) && !image.processing}
        applying={image.processing}
        onUndo={onUndo}
        onRedo={onRedo}
        onClear={() => onRegions([])}
        onApply={apply}
      />
      {image.error && (
        <Alert color="red" data-testid="mosaic-editor-error">
          {t(image.error, { ...image.errorParams, ns: [tool.id, 'common'] })}
        </Alert>
      )}
      <SegmentedControl
        aria-label={t('view.label')}
        value={showResult ? view : 'edit'}
        onChange={(value) => setView(value as 'edit' | 'result' | 'original')}
        data={[
          { value: 'edit', label: t('view.edit') },
          { value: 'result', label: t('view.result'), disabled: !image.result },
          { value: 'original', label: t('view.original'), disabled: !image.result },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid="mosaic-view"
      />
      {showResult ? (
        <ResultView original={image.file} result={image.result!} showing={view === 'original' ? 'before' : 'after'} stale={image.result!.key !== jobKey(job)} onDownload={onDownload} />
      ) : (
        <>
          <Text size="sm" c="dimmed" id="mosaic-canvas-hint">
            {t('editor.hint')}
          </Text>
          <Center>
            <EditorCanvas
              preview={image.preview}
              regions={regions}
              settings={settings}
              label={t('editor.canvas', { name: image.file.name })}
              describedBy="mosaic-canvas-hint"
              onAddRegion={(region) => onRegions([...regions, region])}
            />
          </Center>
        </>
      )}
      <RegionList regions={regions} whole={settings.whole} onRemove={(index) => onRegions(regions.filter((_, i) => i !== index))} />
    </Stack>
  );
}

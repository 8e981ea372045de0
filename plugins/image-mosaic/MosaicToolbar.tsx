import { ActionIcon, Button, Group, SegmentedControl, Slider, Switch, Text } from '@mantine/core';
import { Hint } from '../../core/ui/Hint';
import { useToolTranslation } from '../../core/ui/tool-context';
import { IconArrowBackUp, IconArrowForwardUp, IconEraser, IconSparkles } from '@tabler/icons-react';
import { BLOCK_SIZE_MAX, BLOCK_SIZE_MIN, BLOCK_SIZE_PRESETS, type MosaicSettings } from './options';

interface MosaicToolbarProps {
  settings: MosaicSettings;
  onSettings(next: MosaicSettings): void;
  canUndo: boolean;
  canRedo: boolean;
  canClear: boolean;
  canApply: boolean;
  applying: boolean;
  onUndo(): void;
  onRedo(): void;
  onClear(): void;
  onApply(): void;
}

/** Edit actions (undo, redo, clear), the mosaic settings and Apply. */
export function MosaicToolbar(props: MosaicToolbarProps) {
  const { t } = useToolTranslation();
  const { settings, onSettings } = props;
  return (
    <Group gap="md" align="end" wrap="wrap" role="toolbar" aria-label={t('toolbar.label')}>
      <Group gap={4}>
        <Hint label={t('toolbar.undoHint')}>
          <ActionIcon variant="default" size="lg" aria-label={t('toolbar.undo')} onClick={props.onUndo} disabled={!props.canUndo} data-testid="mosaic-undo">
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Hint>
        <Hint label={t('toolbar.redoHint')}>
          <ActionIcon variant="default" size="lg" aria-label={t('toolbar.redo')} onClick={props.onRedo} disabled={!props.canRedo} data-testid="mosaic-redo">
            <IconArrowForwardUp size={18} />
          </ActionIcon>
        </Hint>
        <Hint label={t('toolbar.clear')}>
          <ActionIcon variant="default" size="lg" aria-label={t('toolbar.clear')} onClick={props.onClear} disabled={!props.canClear} data-testid="mosaic-clear">
            <IconEraser size={18} />
          </ActionIcon>
        </Hint>
      </Group>
      <div style={{ width: 180 }}>
        <Text size="sm" fw={500} id="mosaic-block-label">
          {t('toolbar.blockSize', { value: settings.blockSize })}
        </Text>
        <Slider
          aria-labelledby="mosaic-block-label"
          thumbLabel={t('toolbar.blockSizeThumb')}
          value={settings.blockSize}
          onChange={(blockSize) => onSettings({ ...settings, blockSize })}
          min={BLOCK_SIZE_MIN}
          max={BLOCK_SIZE_MAX}
          label={null}
          mt={8}
          mb={8}
          data-testid="mosaic-block-size"
        />
        <Group gap={4}>
          {BLOCK_SIZE_PRESETS.map((size) => (
            <Button
              key={size}
              size="compact-xs"
              variant={settings.blockSize === size ? 'filled' : 'default'}
              onClick={() => onSettings({ ...settings, blockSize: size })}
              aria-label={t('toolbar.blockPreset', { value: size })}
              aria-pressed={settings.blockSize === size}
              data-testid={`mosaic-block-${size}`}
            >
              {size}
            </Button>
          ))}
        </Group>
      </div>
      <div>
        <Text size="sm" fw={500} id="mosaic-shape-label">
          {t('toolbar.shape')}
        </Text>
        <SegmentedControl
          aria-labelledby="mosaic-shape-label"
          size="sm"
          value={settings.shape}
          onChange={(shape) => onSettings({ ...settings, shape: shape as MosaicSettings['shape'] })}
          data={[
            { value: 'square', label: t('toolbar.square') },
            { value: 'circle', label: t('toolbar.circle') },
          ]}
          data-testid="mosaic-shape"
        />
      </div>
      <Switch
        label={t('toolbar.whole')}
        checked={settings.whole}
        onChange={(event) => onSettings({ ...settings, whole: event.currentTarget.checked })}
        mb={8}
        data-testid="mosaic-whole"
      />
      <Button leftSection={<IconSparkles size={16} />} onClick={props.onApply} disabled={!props.canApply} loading={props.applying} data-testid="mosaic-apply">
        {t('toolbar.apply')}
      </Button>
    </Group>
  );
}

import { Group, SegmentedControl, Slider, Stack, Switch, Text } from '@mantine/core';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareProps } from '../batch/PreviewModal';
import { formatBytes, formatChange, formatDimensions, sizeChangePercent } from '../format';
import { scoreText } from '../score-band';
import { useSafeImageUrl } from '../safe-image-url';
import { useTool } from '../tool-context';
import classes from './BeforeAfter.module.css';
import { useDragSplit, type Zoom } from './use-drag-split';

interface BeforeAfterProps extends Omit<CompareProps, 'original'> {
  original: Blob;
  /** What the result is called: "Compressed", "Converted"… (the plugin's words). */
  afterLabel: string;
  /** The left side's name when it is not the original (two settings side by side), with what was measured of it. */
  beforeLabel?: string;
  beforeInfo?: CompareProps['info'];
}

interface Size {
  width: number;
  height: number;
}

const naturalSize = (image: HTMLImageElement): Size => ({ width: image.naturalWidth, height: image.naturalHeight });

/**
 * The original under the result, the result clipped at a split the visitor drags (on the picture or
 * with the slider, which also takes the keyboard). "Fit" shows the whole picture; "100 %" shows
 * real pixels and pans by dragging, with the split kept where it is on screen. Each side is
 * labelled with its size, so the trade is in view.
 */
export function BeforeAfter({ original, result, info, afterLabel, beforeLabel, beforeInfo }: BeforeAfterProps) {
  const { t, i18n } = useTranslation();
  const before = useSafeImageUrl(original);
  const after = useSafeImageUrl(result);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [natural, setNatural] = useState<Size | null>(null);
  const [resultSize, setResultSize] = useState<Size | null>(null);
  const [showDifferences, setShowDifferences] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const { split, setSplit, scrollLeft, onPointerDown, onDividerPointerDown, onPointerMove, onPointerUp, onScroll } = useDragSplit(viewport, zoom);

  if (!before || !after) return null;
  const change = sizeChangePercent(original.size, result.size);
  // The stage takes the result's size: what is being judged is the output, at its own pixels.
  const stage = resultSize ?? natural;
  const aspect = stage ? stage.width / stage.height : 16 / 10;
  const visibleWidth = viewport.current?.clientWidth ?? 0;
  // Where the split falls inside the picture, in CSS pixels of the stage.
  const splitAt = zoom === 'fit' ? `${split}%` : `${scrollLeft + (split / 100) * visibleWidth}px`;
  const stageStyle =
    zoom === 'fit' || !stage
      ? { width: `min(100%, calc(65vh * ${aspect}))`, aspectRatio: String(aspect) }
      : { width: stage.width, height: stage.height };

  return (
    <Stack gap="xs" data-testid="before-after">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text size="sm" data-testid="before-label">
          <b>{beforeLabel ?? t('compare.before')}</b> · {formatBytes(original.size, i18n.language)}
          {natural && ` · ${formatDimensions(natural.width, natural.height)}`}
          {beforeInfo?.score !== undefined && (
            <>
              <br />
              <span data-testid="before-score">{scoreText(beforeInfo.score, t, i18n.language)}</span>
            </>
          )}
        </Text>
        <Text size="sm" ta="right" data-testid="after-label">
          <b>{afterLabel}</b> · {formatBytes(result.size, i18n.language)} ({formatChange(change, i18n.language)})
          {resultSize && natural && (resultSize.width !== natural.width || resultSize.height !== natural.height)
            ? ` · ${formatDimensions(resultSize.width, resultSize.height)}`
            : ''}
          {info?.score !== undefined && (
            <>
              <br />
              <span data-testid="after-score">{scoreText(info.score, t, i18n.language)}</span>
            </>
          )}
        </Text>
      </Group>
      <div
        ref={viewport}
        className={classes.viewport}
        data-zoom={zoom}
        data-testid="compare-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onScroll={onScroll}
      >
        <div className={classes.stage} style={stageStyle}>
          <img
            src={before}
            alt={t('compare.before')}
            className={classes.picture}
            draggable={false}
            onLoad={(event) => setNatural(naturalSize(event.currentTarget))}
          />
          <img
            src={after}
            alt={afterLabel}
            className={classes.picture}
            draggable={false}
            data-testid="compare-after"
            style={{ clipPath: `inset(0 0 0 ${splitAt})` }}
            onLoad={(event) => setResultSize(naturalSize(event.currentTarget))}
          />
          {showDifferences && info?.differences && (
            <img src={info.differences} alt={t('compare.differencesHint')} className={`${classes.picture} ${classes.differences}`} draggable={false} data-testid="compare-differences" />
          )}
          <div className={classes.divider} style={{ left: splitAt }} aria-hidden onPointerDown={onDividerPointerDown} />
        </div>
      </div>
      <Group gap="md" wrap="nowrap">
        {info?.differences && (
          <Switch
            size="xs"
            label={t('compare.differences')}
            title={t('compare.differencesHint')}
            checked={showDifferences}
            onChange={(event) => setShowDifferences(event.currentTarget.checked)}
            data-testid="compare-differences-toggle"
          />
        )}
        <Slider flex={1} value={split} onChange={setSplit} min={0} max={100} label={null} thumbLabel={t('compare.split')} />
        <SegmentedControl
          size="xs"
          value={zoom}
          onChange={(value) => setZoom(value as Zoom)}
          data={[
            { value: 'fit', label: t('compare.fit') },
            { value: 'actual', label: t('compare.actualSize') },
          ]}
          aria-label={t('compare.zoom')}
        />
      </Group>
    </Stack>
  );
}

/**
 * A BatchTool `Compare` view whose result side is named by a key of the tool's own namespace:
 * `Compare={beforeAfterNamed('compare.after')}`, created once at module level.
 */
export function beforeAfterNamed(afterLabelKey: string): ComponentType<CompareProps> {
  return function NamedBeforeAfter(props: CompareProps) {
    const tool = useTool();
    const { t } = useTranslation(tool.id);
    return <BeforeAfter {...props} afterLabel={t(afterLabelKey)} />;
  };
}

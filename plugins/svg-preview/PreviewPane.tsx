import { Alert, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSvgImage } from '../../kits/svg/rasterize';
import { ColorInputOnFirstUse } from '../../core/ui/ColorInputOnFirstUse';
import { SvgPicture } from '../../kits/svg/SvgPicture';
import type { SvgCheck } from './check-svg';

const ZOOMS = ['fit', '0.5', '1', '2', '4'] as const;
type Zoom = (typeof ZOOMS)[number];
type Background = 'checker' | 'white' | 'black' | 'custom';

/** The render (an image from a data: URL), its background and zoom, or the reason there is none. */
export function PreviewPane({ code, check }: { code: string; check: SvgCheck }) {
  const { t } = useTranslation('svg-preview');
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [background, setBackground] = useState<Background>('checker');
  const [custom, setCustom] = useState('#f1f3f5');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // Decoded apart from the shown <img>: a drawing the browser refuses, or one of no size, is an error.
    let live = true;
    setFailed(false);
    if (check.kind !== 'ok') return;
    loadSvgImage(code).then(
      (image) => live && setFailed(!image.naturalWidth || !image.naturalHeight),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code, check.kind]);

  const colour = background === 'custom' ? custom : background;
  const width = check.kind === 'ok' && zoom !== 'fit' ? Math.max(1, Math.round(check.size.width * Number(zoom))) : undefined;

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <SegmentedControl
          size="xs"
          aria-label={t('view.background')}
          value={background}
          onChange={(value) => setBackground(value as Background)}
          data={(['checker', 'white', 'black', 'custom'] as const).map((value) => ({ value, label: t(`view.backgrounds.${value}`) }))}
          data-testid="preview-background"
        />
        {background === 'custom' && <ColorInputOnFirstUse size="xs" aria-label={t('view.customColour')} value={custom} onChange={setCustom} w={130} />}
        <SegmentedControl
          size="xs"
          aria-label={t('view.zoom')}
          value={zoom}
          onChange={(value) => setZoom(value as Zoom)}
          data={ZOOMS.map((value) => ({ value, label: value === 'fit' ? t('view.fit') : `${Number(value) * 100}%` }))}
          data-testid="preview-zoom"
        />
      </Group>
      {check.kind === 'empty' && <Alert color="gray" data-testid="preview-message">{t('errors.empty')}</Alert>}
      {check.kind === 'invalid' && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('errors.invalid')} data-testid="preview-message" role="alert">
          {check.line !== undefined && <Text size="sm">{t('errors.position', { line: check.line, column: check.column ?? 0 })}</Text>}
          {check.refusal ? (
            <Text size="sm" data-testid="preview-refusal">
              {t(check.refusal.key, check.refusal.params)}
            </Text>
          ) : (
            <Text size="sm" ff="monospace" c="dimmed">
              {check.reason}
            </Text>
          )}
        </Alert>
      )}
      {check.kind === 'ok' && failed && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="preview-message" role="alert">
          {t('errors.render')}
        </Alert>
      )}
      {check.kind === 'ok' && (
        <div hidden={failed}>
          <SvgPicture svg={code} alt={t('view.alt')} background={colour === 'checker' ? 'checker' : colour} width={width} testId="preview-image" />
        </div>
      )}
      {check.kind === 'ok' && check.activeContent && (
        <Text size="xs" c="dimmed" data-testid="preview-active-content">
          <IconShieldCheck size={14} style={{ verticalAlign: 'middle' }} /> {t('view.activeContent')}
        </Text>
      )}
    </Stack>
  );
}

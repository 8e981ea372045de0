import { Box, Center, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadToolOptions } from '../../core/settings/tool-options';
import { svgToDataUrl } from '../../core/ui/safe-image-url';
import { readSvgSource } from '../../kits/svg/source';
import type { CompareProps } from '../../core/ui/batch/PreviewModal';
import { DEFAULT_OPTIONS, optionsSchema } from './options';
import { firstMediaBox, pageLayout, PAPER, type PageLayout } from './page-layout';

interface PagePicture {
  url: string;
  layout: PageLayout;
  paper: string;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.5;

/** The paper name of a page size in points, or '' for a custom size. */
function paperName(width: number, height: number): 'a4' | 'letter' | '' {
  for (const [name, size] of Object.entries(PAPER) as ['a4' | 'letter', { width: number; height: number }][]) {
    if ((near(width, size.width) && near(height, size.height)) || (near(width, size.height) && near(height, size.width))) return name;
  }
  return '';
}

/**
 * The PDF's first page as it will print: the page's size read from the PDF, the SVG drawn on it
 * (as an image from a data: URL) where the PDF places it. No PDF renderer is shipped for this.
 */
export function PdfPagePreview({ original, result }: CompareProps) {
  const { t } = useTranslation('svg-to-pdf');
  const [picture, setPicture] = useState<PagePicture | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let gone = false;
    void (async () => {
      const page = firstMediaBox(new Uint8Array(await result.arrayBuffer()));
      const source = await readSvgSource(original);
      if (!page) throw new Error('No page in the PDF');
      const paper = paperName(page.width, page.height);
      const options = paper ? { ...loadToolOptions('svg-to-pdf', DEFAULT_OPTIONS, optionsSchema), page: paper } : { ...DEFAULT_OPTIONS, page: 'svg' as const };
      const layout = { ...pageLayout(source.size, options), pageWidth: page.width, pageHeight: page.height };
      if (!gone) setPicture({ url: svgToDataUrl(source.text), layout, paper });
    })().catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
    };
  }, [original, result]);
  if (failed) return <Text c="dimmed">{t('preview.failed')}</Text>;
  if (!picture) return <Center mih={200}><Loader /></Center>;
  const { layout, url, paper } = picture;
  const percent = (n: number, of: number) => `${(n / of) * 100}%`;
  const ratio = layout.pageWidth / layout.pageHeight;
  return (
    <Stack gap="sm" align="center">
      <Text size="sm" c="dimmed" data-testid="pdf-page-label">
        {t('preview.page', {
          paper: paper ? t(`options.pages.${paper}`) : t('preview.custom'),
          orientation: t(`preview.${layout.pageWidth > layout.pageHeight ? 'landscape' : 'portrait'}`),
          width: Math.round(layout.pageWidth * 100) / 100,
          height: Math.round(layout.pageHeight * 100) / 100,
        })}
      </Text>
      <Paper
        shadow="md"
        withBorder
        data-testid="pdf-page"
        style={{ position: 'relative', background: '#fff', aspectRatio: `${ratio}`, width: `min(100%, calc(65vh * ${ratio}))` }}
      >
        <Box style={{ position: 'absolute', left: percent(layout.x, layout.pageWidth), top: percent(layout.y, layout.pageHeight), width: percent(layout.width, layout.pageWidth), height: percent(layout.height, layout.pageHeight) }}>
          <Image src={url} alt={t('preview.alt')} w="100%" h="100%" fit="fill" />
        </Box>
      </Paper>
    </Stack>
  );
}

import { Button, FileButton, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { svgToDataUrl } from '../../core/ui/safe-image-url';
import { registerSvgConvertStrings } from '../../kits/svg/strings';
import { CopyButton } from '../../core/ui/CopyButton';
import { downloadBlob } from '../../core/ui/download';
import { toastError } from '../../core/ui/toasts';
import { checkSvg } from './check-svg';
import { DEFAULT_CODE } from './default-code';
import { InfoTable } from './InfoTable';
import { PreviewPane } from './PreviewPane';
import { useDebounced } from './useDebounced';

registerSvgConvertStrings();

/** Larger files are not loaded into the editor (a textarea slows down long before that). */
const MAX_EDITOR_BYTES = 5 * 1024 * 1024;

export default function SvgPreviewScreen() {
  const { t } = useTranslation('svg-preview');
  const [code, setCode] = useState(DEFAULT_CODE);
  const settled = useDebounced(code, 250);
  const check = useMemo(() => checkSvg(settled), [settled]);

  const open = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_EDITOR_BYTES) return toastError(t('errors.fileTooLarge'));
    setCode(await file.text());
  };
  // Saved as bytes of no active type: an object URL typed image/svg+xml would run the SVG's
  // script in our origin if opened as a page.
  const download = () => downloadBlob(new Blob([code], { type: 'application/octet-stream' }), 'download.svg');

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={open} accept="image/svg+xml,.svg">
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={16} />} data-testid="open-svg">
                {t('actions.open')}
              </Button>
            )}
          </FileButton>
          <CopyButton value={code} withLabel size="xs" label={t('actions.copyCode')} data-testid="copy-code" />
          <CopyButton value={() => svgToDataUrl(code)} withLabel size="xs" label={t('actions.copyDataUri')} data-testid="copy-data-uri" />
          <Button variant="default" size="xs" leftSection={<IconDownload size={16} />} onClick={download} disabled={!code.trim()} data-testid="download-svg">
            {t('actions.download')}
          </Button>
        </Group>
        <Textarea
          label={t('editor.label')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autosize
          minRows={14}
          maxRows={30}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)', whiteSpace: 'pre', overflowX: 'auto' } }}
          data-testid="svg-code"
        />
      </Stack>
      <Stack gap="sm">
        <PreviewPane code={settled} check={check} />
        {check.kind === 'ok' && <InfoTable check={check} />}
      </Stack>
    </SimpleGrid>
  );
}

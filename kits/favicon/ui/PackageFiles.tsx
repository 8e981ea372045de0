import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../../core/ui/download';
import { formatBytes } from '../../../core/ui/format';
import { Hint } from '../../../core/ui/Hint';
import { PlainTable } from '../../../core/ui/PlainTable';
import { toastError } from '../../../core/ui/toasts';
import { createZip } from '../../../core/ui/zip';
import { FAVICON_KIT_NAMESPACE } from '../kit-i18n';
import type { FaviconPackage, PackageFile } from '../package-spec';

const blobOf = (file: PackageFile) => new Blob([file.bytes], { type: file.type });

/** The package's files, each downloadable alone, and the whole package as one ZIP. */
export function PackageFiles({ pkg, zipName }: { pkg: FaviconPackage; zipName: string }) {
  const { t, i18n } = useTranslation(FAVICON_KIT_NAMESPACE);
  const [zipping, setZipping] = useState(false);
  const downloadZip = async () => {
    setZipping(true);
    try {
      downloadBlob(await createZip(pkg.files.map((file) => ({ name: file.name, data: file.bytes }))), zipName);
    } catch {
      toastError(t('errors.zip'));
    } finally {
      setZipping(false);
    }
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('files.title')}
        </Title>
        <Button size="sm" leftSection={<IconFileZip size={16} />} onClick={downloadZip} loading={zipping} data-testid="download-zip">
          {t('files.zip')}
        </Button>
      </Group>
      <PlainTable verticalSpacing={4}>
        <tbody>
          {pkg.files.map((file) => (
            <tr key={file.name} data-testid="package-file" data-name={file.name}>
              <td style={{ fontFamily: 'var(--mantine-font-family-monospace)', overflowWrap: 'anywhere' }}>{file.name}</td>
              <td>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {file.size ? `${file.size}×${file.size}` : ''}
                </Text>
              </td>
              <td>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(file.bytes.byteLength, i18n.language)}
                </Text>
              </td>
              <td style={{ width: 40 }}>
                <Hint label={t('files.download', { name: file.name })} placement="top" align="end">
                  <ActionIcon variant="subtle" aria-label={t('files.download', { name: file.name })} onClick={() => downloadBlob(blobOf(file), file.name)}>
                    <IconDownload size={16} />
                  </ActionIcon>
                </Hint>
              </td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </Stack>
  );
}

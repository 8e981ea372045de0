import { Grid, Stack } from '@mantine/core';
import type { FaviconPackage } from '../package-spec';
import { FaviconPreviews } from './FaviconPreviews';
import { PackageFiles } from './PackageFiles';
import { SnippetPanel } from './SnippetPanel';
import { usePngUrls } from './usePngUrls';

/** A finished package: previews beside the files, then the code and how to install it. */
export function FaviconPackageView({ pkg, appName, zipName }: { pkg: FaviconPackage; appName: string; zipName: string }) {
  const urls = usePngUrls(pkg);
  return (
    <Stack gap="md" data-testid="favicon-package">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <FaviconPreviews urls={urls} appName={appName} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PackageFiles pkg={pkg} zipName={zipName} />
        </Grid.Col>
      </Grid>
      <SnippetPanel snippet={pkg.snippet} />
    </Stack>
  );
}

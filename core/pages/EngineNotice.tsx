import { Alert } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appPath } from '../app/base-path';
import type { EngineSpec } from '../plugin/schema';

/** Whether the service worker's runtime cache already holds a file of each engine. */
async function enginesCached(engines: EngineSpec[]): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const names = (await caches.keys()).filter((name) => name.startsWith('localbox-engines-'));
  for (const engine of engines) {
    let found = false;
    for (const name of names) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => new URL(request.url).pathname.startsWith(appPath(`/engines/${engine.id}/`)))) found = true;
    }
    if (!found) return false;
  }
  return true;
}

/**
 * "This tool downloads a 31 MB engine once": shown before the first download, so nobody pays
 * for an engine by surprise; gone once the engine is in the cache. The page works without it
 * until a job needs it.
 */
export function EngineNotice({ engines }: { engines?: EngineSpec[] }) {
  const { t, i18n } = useTranslation();
  const [cached, setCached] = useState<boolean | null>(null);
  useEffect(() => {
    if (!engines?.length) return;
    let live = true;
    void enginesCached(engines).then(
      (value) => live && setCached(value),
      () => live && setCached(false),
    );
    return () => {
      live = false;
    };
  }, [engines]);
  if (!engines?.length || cached !== false) return null;
  const mb = engines.reduce((sum, engine) => sum + engine.bytes, 0) / 1_000_000;
  const size = mb.toLocaleString(i18n.language, { maximumFractionDigits: mb < 10 ? 1 : 0 });
  return (
    <Alert color="blue" variant="light" icon={<IconDownload size={18} />} data-testid="engine-notice">
      {t('engine.notice', { size })}
    </Alert>
  );
}

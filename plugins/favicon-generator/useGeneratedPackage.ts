import { useEffect, useState } from 'react';
import { outputsToPackage } from '../../core/favicon/package-outputs';
import type { FaviconPackage } from '../../core/favicon/package-spec';
import { JobCancelledError } from '../../core/processing/errors';
import { useToolProcessor } from '../../core/processing/use-tool-processor';
import { isValidIconText, type GeneratorOptions } from './options';

/** How long typing may pause before the icons are drawn again. */
const DEBOUNCE_MS = 150;

/** The package (and the options it was made with) for the current options, redrawn in the worker as they change (the live preview). */
export function useGeneratedPackage(options: GeneratorOptions) {
  const [made, setMade] = useState<{ pkg: FaviconPackage; options: GeneratorOptions } | null>(null);
  const [failed, setFailed] = useState(false);
  const [working, setWorking] = useState(false);
  const processor = useToolProcessor<typeof import('./processor').default>();
  useEffect(() => {
    if (!isValidIconText(options.text)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setWorking(true);
      processor
        .run(null, options, { signal: controller.signal })
        .then(outputsToPackage)
        .then((pkg) => {
          setMade({ pkg, options });
          setFailed(false);
          setWorking(false);
        })
        .catch((error) => {
          if (error instanceof JobCancelledError) return;
          setFailed(true);
          setWorking(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [options, processor]);
  return { pkg: made?.pkg ?? null, madeWith: made?.options, failed, working };
}

import { useCallback, useEffect, useState } from 'react';
import type { IconSet } from './generator-assets';
import { loadIconSet } from './icon-set';

/** The icon set for the picker: fetched when icon mode is first opened, with a retry after a failure. */
export function useIconSet() {
  const [set, setSet] = useState<IconSet | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadIconSet()
      .then((loaded) => live && setSet(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { set, failed, retry };
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole seconds since `since` (a `performance.now()` time), ticking once a second: a long job never looks frozen. */
export function ElapsedTime({ since }: { since: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span data-testid="row-elapsed">{t('batch.took', { seconds: Math.max(0, Math.floor((now - since) / 1000)) })}</span>;
}

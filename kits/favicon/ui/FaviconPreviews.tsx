import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FAVICON_KIT_NAMESPACE } from '../kit-i18n';
import { ICO_SIZES } from '../package-spec';
import classes from './FaviconPreviews.module.css';
import type { PngUrls } from './usePngUrls';

interface FaviconPreviewsProps {
  urls: PngUrls;
  appName: string;
}

function BrowserTab({ icon, title, dark, label }: { icon?: string; title: string; dark: boolean; label: string }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div className={`${classes.tabStrip} ${dark ? classes.stripDark : classes.stripLight}`}>
        <div className={`${classes.tab} ${dark ? classes.tabDark : classes.tabLight}`}>
          {icon && <img src={icon} width={16} height={16} alt="" />}
          <span className={classes.tabTitle}>{title}</span>
        </div>
      </div>
    </Stack>
  );
}

/** The icons where visitors meet them: real-size ICO entries, tabs in both themes, home screens. */
export function FaviconPreviews({ urls, appName }: FaviconPreviewsProps) {
  const { t } = useTranslation(FAVICON_KIT_NAMESPACE);
  const title = appName.trim() || t('previews.newTab');
  return (
    <Stack gap="sm" data-testid="favicon-previews">
      <Title order={3} size="h5">
        {t('previews.title')}
      </Title>
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('previews.realSize')}
        </Text>
        <Group gap="md" align="end">
          {ICO_SIZES.map((size) =>
            urls.ico[size] ? (
              <img key={size} src={urls.ico[size]} width={size} height={size} alt={`${size}×${size}`} className={classes.pixelated} data-testid={`real-size-${size}`} />
            ) : null,
          )}
        </Group>
      </Stack>
      <Group gap="lg" align="start" wrap="wrap">
        <BrowserTab icon={urls.ico[32]} title={title} dark={false} label={t('previews.tabLight')} />
        <BrowserTab icon={urls.ico[32]} title={title} dark label={t('previews.tabDark')} />
      </Group>
      <Group gap="lg" align="start" wrap="wrap">
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('previews.homeScreen')}
          </Text>
          <div className={classes.home}>
            <Image src={urls.files['apple-touch-icon.png']} className={classes.homeIcon} alt="" />
            <span className={classes.label}>{title}</span>
          </div>
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" maw={200}>
            {t('previews.maskable')}
          </Text>
          <div className={classes.maskableBox}>
            <Image src={urls.files['web-app-manifest-192x192.png']} className={classes.maskableIcon} alt="" />
          </div>
        </Stack>
      </Group>
    </Stack>
  );
}

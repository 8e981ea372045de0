import { MantineProvider, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Suspense, useEffect } from 'react';
import { Layout } from '../shell/Layout';
import { Loading } from '../shell/Loading';
import { themeManager } from '../settings/theme';
import { TOAST_DURATION_MS, TOAST_LIMIT, installToastGestures } from '../ui/toasts';
import { AppRoutes } from './Routes';
import { UpdatePrompt } from './UpdatePrompt';

const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled controls, and links on white, above 4.5:1 (WCAG AA).
  primaryShade: { light: 8, dark: 8 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "PingFang SC", "Hiragino Sans", "Malgun Gothic", sans-serif',
  defaultRadius: 'md',
});

export function App() {
  useEffect(() => installToastGestures(), []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={themeManager}>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="bottom-right" />
      <UpdatePrompt />
      <Suspense fallback={<Loading />}>
        <Layout>
          <AppRoutes />
        </Layout>
      </Suspense>
    </MantineProvider>
  );
}

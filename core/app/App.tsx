import { Suspense } from 'react';
import { Layout } from '../shell/Layout';
import { Loading } from '../shell/Loading';
import { useOverlays } from '../shell/deferred-overlays';
import { AppRoutes } from './Routes';

export function App() {
  // The overlays (toasts, update offer) mount after the first paint; toasts shown before wait in their store.
  const overlays = useOverlays();
  return (
    <>
      {overlays && <overlays.default />}
      <Suspense fallback={<Loading />}>
        <Layout>
          <AppRoutes />
        </Layout>
      </Suspense>
    </>
  );
}

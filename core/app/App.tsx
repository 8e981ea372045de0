import { Suspense } from 'react';
import { Router } from 'wouter';
import { Layout } from '../shell/Layout';
import { Loading } from '../shell/Loading';
import { useOverlays } from '../shell/deferred-overlays';
import { AppRoutes } from './Routes';
import { ROUTER_BASE } from './base-path';

export function App() {
  // The overlays (toasts, update offer) mount after the first paint; toasts shown before wait in their store.
  const overlays = useOverlays();
  return (
    <Router base={ROUTER_BASE}>
      {overlays && <overlays.default />}
      <Suspense fallback={<Loading />}>
        <Layout>
          <AppRoutes />
        </Layout>
      </Suspense>
    </Router>
  );
}

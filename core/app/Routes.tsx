import { Suspense, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { tools } from '../plugin/catalogue';
import { Loading } from '../shell/Loading';
import { ScreenErrorBoundary } from '../shell/ErrorBoundary';

const loadHome = () => import('../pages/Home');
// The home page's chunk loads alongside the strings instead of after them. A failed early load is
// not an error of its own: lazy() below loads it again, and reports it if that fails too.
if (window.location.pathname === '/') loadHome().catch(() => undefined);
const Home = lazy(loadHome);
const Privacy = lazy(() => import('../pages/Privacy'));
const NotFound = lazy(() => import('../pages/NotFound'));
const ToolPage = lazy(() => import('../pages/ToolPage'));

export function AppRoutes() {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/privacy" component={Privacy} />
          {tools.map((tool) => (
            <Route key={tool.id} path={tool.path}>
              <ToolPage key={tool.id} tool={tool} />
            </Route>
          ))}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </ScreenErrorBoundary>
  );
}

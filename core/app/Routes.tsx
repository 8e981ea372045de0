import { Suspense, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { tools } from '../plugin/catalogue';
import { Loading } from '../shell/Loading';
import { ScreenErrorBoundary } from '../shell/ErrorBoundary';
import { ROUTER_BASE } from './base-path';
// The landing page is part of the entry: one request fewer before it renders, and about 1 KB less
// than as a chunk of its own; a page opened directly pays that 1.5 KB.
import Home from '../pages/Home';

const loadScope = () => import('./MantineScope');
const loadToolPage = () => import('../pages/ToolPage');
// Any other page's chunks load alongside the strings instead of after them (and Mantine's provider
// with a tool page's, not before it). A failed early load is not an error of its own: lazy() below
// loads it again, and reports it if that fails too.
const isToolPath = (path: string) => tools.some((tool) => tool.path === path);
const route = window.location.pathname.slice(ROUTER_BASE.length) || '/';
const loadPage = () => Promise.all([loadScope(), isToolPath(route) ? loadToolPage() : null]).then(([scope]) => scope);
if (route !== '/') loadPage().catch(() => undefined);
// Every page but the home is built from Mantine's components: they get its provider, loaded with them
// (a tool page's chunk at the same time, not once the provider has arrived).
const MantineScope = lazy(loadPage);
const Privacy = lazy(() => import('../pages/Privacy'));
const About = lazy(() => import('../pages/About'));
const PrivacyCheck = lazy(() => import('../pages/privacy-check/PrivacyCheck'));
const NotFound = lazy(() => import('../pages/NotFound'));
const RecipePage = lazy(() => import('../recipes/ui/views').then((views) => views.loadRecipePage()));
const ToolPage = lazy(loadToolPage);

export function AppRoutes() {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path="/" component={Home} />
          <Route>
            <MantineScope>
              <Switch>
                <Route path="/privacy" component={Privacy} />
                <Route path="/about" component={About} />
                <Route path="/privacy/check" component={PrivacyCheck} />
                <Route path="/recipe" component={RecipePage} />
                {tools.map((tool) => (
                  <Route key={tool.id} path={tool.path}>
                    <ToolPage key={tool.id} tool={tool} />
                  </Route>
                ))}
                <Route component={NotFound} />
              </Switch>
            </MantineScope>
          </Route>
        </Switch>
      </Suspense>
    </ScreenErrorBoundary>
  );
}

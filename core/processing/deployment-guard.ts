import { ProcessingError } from './errors';

/**
 * A dedicated worker takes its Content-Security-Policy only from its own script's response: the
 * page's meta tag does not cover it. On a host that sends no headers, a worker could therefore
 * reach any server. Before its first job a worker reads the headers its own script was served
 * with (same origin: readable; from the HTTP or service-worker cache, so offline works) and refuses
 * to run when no policy limits where it may connect.
 */

/** The policy must confine connections to our own origin. */
export function policyConfinesConnections(policy: string | null): boolean {
  if (!policy) return false;
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name.toLowerCase(), values] as const),
  );
  const connect = directives.get('connect-src') ?? directives.get('default-src');
  return !!connect && !connect.some((value) => value === '*' || /^https?:$/.test(value) || /^(https?:)?\/\//.test(value));
}

let verdict: Promise<boolean> | null = null;

/**
 * True when this worker runs under a policy that keeps its requests on our origin. The development
 * server sends no CSP (it needs inline scripts), so there the check is skipped. A worker that cannot
 * fetch its own script is offline: nothing can leave the device, so it may run.
 */
export function deploymentIsSafe(
  fetchOwnScript: () => Promise<Response> = () => fetch(self.location.href, { cache: 'force-cache' }),
  developmentServer = !!import.meta.env?.DEV,
): Promise<boolean> {
  if (developmentServer) return Promise.resolve(true);
  verdict ??= fetchOwnScript().then(
    (response) => policyConfinesConnections(response.headers.get('content-security-policy')),
    () => true,
  );
  return verdict;
}

/** For tests: forget the cached verdict. */
export function resetDeploymentVerdict(): void {
  verdict = null;
}

/** Wraps a worker's processor resolver: no processor is handed out on an unsafe deployment. */
export function refuseUnsafeDeployment<M, P>(resolve: (message: M) => Promise<P>): (message: M) => Promise<P> {
  return async (message) => {
    if (!(await deploymentIsSafe())) {
      throw new ProcessingError('errors.deployment', 'This site is served without its security headers; processing is disabled');
    }
    return resolve(message);
  };
}

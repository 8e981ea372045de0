/** How many jobs are running in this tab (any tool, any runner): an app update waits for zero. */
let running = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function trackJob<T>(job: Promise<T>): Promise<T> {
  running++;
  notify();
  const done = () => {
    running--;
    notify();
  };
  job.then(done, done);
  return job;
}

export const runningJobs = () => running;

export function subscribeJobs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

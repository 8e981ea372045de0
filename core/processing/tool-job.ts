import type { AnyProcessor } from './processor';

/**
 * The page's handle on a plugin's processor: it carries the processor's types and no code (the code
 * runs where the manifest's `runsOn` says). A plugin makes it once, beside its processor:
 *
 *   // plugins/<id>/job.ts
 *   import type processor from './processor';
 *   export const job = toolJob<typeof processor>();
 *
 * and its screen takes every type from it: `useToolProcessor(job)`, `<BatchTool job={job} …/>`.
 */
export interface ToolJob<P extends AnyProcessor> {
  /** Never set: it only holds the type. */
  readonly processor?: P;
}

export function toolJob<P extends AnyProcessor>(): ToolJob<P> {
  return {};
}

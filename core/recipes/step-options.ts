import type { ZodMiniType } from 'zod/mini';
import { toolsById } from '../plugin/catalogue';
import type { ToolManifest } from '../plugin/schema';

/** A tool's option schema and defaults: what a recipe step of it is checked against and filled with. */
export interface StepOptions {
  schema: ZodMiniType<unknown>;
  defaults: unknown;
}
/** Each step tool's options, by tool id: what reading, writing and checking a recipe needs. */
export type StepOptionsById = ReadonlyMap<string, StepOptions>;

// A tool that takes files becomes a possible step by exporting its schema and defaults from recipe-options.ts.
const stepModules = import.meta.glob<StepOptions>('/plugins/*/recipe-options.ts');
const moduleOf = (id: string) => stepModules[`/plugins/${id}/recipe-options.ts`];

export const isStepTool = (tool: ToolManifest | undefined): tool is ToolManifest => Boolean(tool?.accept && moduleOf(tool.id));

const loaded = new Map<string, Promise<StepOptions>>();

/** The option schemas of these tools (the ones that are step tools), each loaded once. */
export async function loadStepOptions(toolIds: Iterable<string>): Promise<StepOptionsById> {
  const ids = [...new Set(toolIds)].filter((id) => isStepTool(toolsById.get(id)));
  const entries = await Promise.all(
    ids.map(async (id) => {
      let options = loaded.get(id);
      if (!options) {
        options = moduleOf(id)().then(({ schema, defaults }) => ({ schema, defaults }));
        loaded.set(id, options);
        options.catch(() => loaded.delete(id));
      }
      return [id, await options] as const;
    }),
  );
  return new Map(entries);
}

import { tools, toolsById } from '../plugin/catalogue';
import type { StepOptions, ToolManifest } from '../plugin/schema';

export type { StepOptions };
/** Each step tool's options, by tool id: what reading, writing and checking a recipe needs. */
export type StepOptionsById = ReadonlyMap<string, StepOptions>;

/** A tool a recipe can hold: it declares its options and takes files. */
export const isStepTool = (tool: ToolManifest | undefined): tool is ToolManifest & Required<Pick<ToolManifest, 'options'>> =>
  Boolean(tool?.options && tool.accept);

export const stepTools = () => tools.filter(isStepTool);

const loaded = new Map<string, Promise<StepOptions>>();

/** The option schemas of these tools (the ones that are step tools), each loaded once. */
export async function loadStepOptions(toolIds: Iterable<string>): Promise<StepOptionsById> {
  const ids = [...new Set(toolIds)].filter((id) => isStepTool(toolsById.get(id)));
  const entries = await Promise.all(
    ids.map(async (id) => {
      let options = loaded.get(id);
      if (!options) {
        options = toolsById.get(id)!.options!();
        loaded.set(id, options);
        options.catch(() => loaded.delete(id));
      }
      return [id, await options] as const;
    }),
  );
  return new Map(entries);
}

/**
 * Whether a recipe's steps fit together: each step must take what the step before it makes. What a
 * tool makes is its manifest's `produces` (a tool without one, such as svg-optimizer, makes what it
 * takes); one type the next step accepts is enough, the rest is checked file by file as it runs.
 */
import { matchesAccept } from '../files/accept';
import { toolsById } from '../plugin/catalogue';
import type { ToolManifest } from '../plugin/schema';

/** The MIME types a step of this tool may hand to the next one. */
export const typesMadeBy = (tool: ToolManifest): string[] => tool.produces ?? Object.keys(tool.accept ?? {});

const takesAnyOf = (tool: ToolManifest, types: string[]) => types.some((type) => matchesAccept({ name: '', type }, tool.accept));

/** The first step (counted from 1) that cannot take what the step before it makes, or null when every step fits. */
export interface ChainBreak {
  step: number;
  tool: string;
  previous: string;
}

export function firstChainBreak(toolIds: string[]): ChainBreak | null {
  for (let index = 1; index < toolIds.length; index++) {
    const previous = toolsById.get(toolIds[index - 1]);
    const tool = toolsById.get(toolIds[index]);
    if (previous && tool && !takesAnyOf(tool, typesMadeBy(previous))) return { step: index + 1, tool: tool.id, previous: previous.id };
  }
  return null;
}

import { matchesAccept } from '../../files/accept';
import type { ToolManifest } from '../../plugin/schema';
import type { RowFileOutput } from './types';

/**
 * "Continue with…": results handed from one tool to another inside the tab, with no download and
 * re-upload. The sending tool leaves files here for the target's id; the target's UploadZone takes
 * them when it mounts.
 */
const pending = new Map<string, File[]>();

export function sendToTool(toolId: string, files: File[]): void {
  pending.set(toolId, [...(pending.get(toolId) ?? []), ...files]);
}

/** The files waiting for a tool (removed once taken). */
export function takeHandoff(toolId: string): File[] {
  const files = pending.get(toolId) ?? [];
  pending.delete(toolId);
  return files;
}

export const outputAsFile = (output: RowFileOutput) => new File([output.blob], output.name, { type: output.type });

const targetsCache = new WeakMap<ToolManifest[], Map<string, ToolManifest[]>>();

/**
 * Other tools whose `accept` takes every one of these MIME types. Asked by every result row on
 * every render, so answers are kept per catalogue, tool and types.
 */
export function continueTargets(tools: ToolManifest[], types: string[], selfId: string): ToolManifest[] {
  if (!types.length) return [];
  const key = `${selfId}|${[...types].sort().join(',')}`;
  const cache = targetsCache.get(tools) ?? new Map<string, ToolManifest[]>();
  targetsCache.set(tools, cache);
  let targets = cache.get(key);
  if (!targets) {
    targets = tools.filter(
      (tool) => tool.id !== selfId && tool.accept && types.every((type) => matchesAccept({ name: `x.${type.split('/')[1] ?? ''}`, type }, tool.accept)),
    );
    cache.set(key, targets);
  }
  return targets;
}

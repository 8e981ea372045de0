import { buildRegistry, folderOf } from './registry';
import type { ToolManifest } from './schema';

// Every plugin folder with a manifest is a tool: the core never names one.
const manifestModules = import.meta.glob<{ default: unknown }>('/plugins/*/manifest.ts', { eager: true });

export const tools: ToolManifest[] = buildRegistry(
  Object.entries(manifestModules).map(([path, module]) => ({ folder: folderOf(path), manifest: module.default })),
);

export const toolsById = new Map(tools.map((tool) => [tool.id, tool]));

export function findToolByPath(path: string): ToolManifest | undefined {
  return tools.find((tool) => tool.path === path);
}

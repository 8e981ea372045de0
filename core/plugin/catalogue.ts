import { byCatalogueOrder, withManifestDefaults, type ManifestInput, type ToolManifest } from './schema';

// Every plugin folder with a manifest is a tool: the core never names one. The manifests were
// validated when the app was built (npm run check:plugins), so zod stays out of the browser.
const manifestModules = import.meta.glob<{ default: ManifestInput }>('/plugins/*/manifest.ts', { eager: true });

export const tools: ToolManifest[] = Object.values(manifestModules)
  .map((module) => withManifestDefaults(module.default))
  .sort(byCatalogueOrder);

export const toolsById = new Map(tools.map((tool) => [tool.id, tool]));

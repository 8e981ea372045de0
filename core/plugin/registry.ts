import { manifestSchema } from './manifest-schema';
import { LANGUAGES, REQUIRED_PLUGIN_KEYS, byCatalogueOrder, type ToolManifest } from './schema';

export { folderOf } from './schema';

export interface ManifestSource {
  /** Folder name under plugins/. */
  folder: string;
  /** The module's default export. */
  manifest: unknown;
}

/** One plugin's locale file: its parsed keys, or null when the file is missing. */
export interface LocaleSource {
  folder: string;
  language: string;
  messages: Record<string, unknown> | null;
}

export class RegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid plugins:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'RegistryError';
  }
}

function describePath(path: PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(manifest)';
}

/** Validates every manifest; collects all problems instead of stopping at the first. */
export function validateManifests(sources: ManifestSource[]): { tools: ToolManifest[]; problems: string[] } {
  const problems: string[] = [];
  const tools: ToolManifest[] = [];
  const seenIds = new Map<string, string>();
  const seenPaths = new Map<string, string>();

  for (const { folder, manifest } of sources) {
    const where = `plugins/${folder}/manifest.ts`;
    const parsed = manifestSchema.safeParse(manifest);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${where}: ${describePath(issue.path)}: ${issue.message}`);
      continue;
    }
    const tool = parsed.data;
    if (tool.id !== folder) problems.push(`${where}: id: "${tool.id}" must equal the folder name "${folder}"`);
    const idOwner = seenIds.get(tool.id);
    if (idOwner) problems.push(`${where}: id: duplicate id "${tool.id}" (also in plugins/${idOwner})`);
    const pathOwner = seenPaths.get(tool.path);
    if (pathOwner) problems.push(`${where}: path: duplicate path "${tool.path}" (also in plugins/${pathOwner})`);
    seenIds.set(tool.id, folder);
    seenPaths.set(tool.path, folder);
    tools.push(tool);
  }
  return { tools: tools.sort(byCatalogueOrder), problems };
}

/** Checks that every plugin has a locale file per language holding the required keys. */
export function validatePluginLocales(folders: string[], locales: LocaleSource[]): string[] {
  const problems: string[] = [];
  for (const folder of folders) {
    for (const language of LANGUAGES) {
      const where = `plugins/${folder}/locales/${language}.json`;
      const file = locales.find((l) => l.folder === folder && l.language === language);
      if (!file?.messages) {
        problems.push(`${where}: file is missing`);
        continue;
      }
      for (const key of REQUIRED_PLUGIN_KEYS) {
        const value = file.messages[key];
        if (typeof value !== 'string' || !value.trim()) problems.push(`${where}: ${key}: key is missing or empty`);
      }
    }
  }
  return problems;
}

/** The tool catalogue, or a RegistryError naming every bad folder and field. */
export function buildRegistry(sources: ManifestSource[]): ToolManifest[] {
  const { tools, problems } = validateManifests(sources);
  if (problems.length) throw new RegistryError(problems);
  return tools;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface CatalogueEntry {
  id: string;
  route: string;
  name: string;
  description: string;
}

/** Every plugin's route and English name/description, read from disk as the app discovers them. */
export function catalogue(): CatalogueEntry[] {
  const pluginsDir = path.resolve('plugins');
  return readdirSync(pluginsDir)
    .filter((id) => ['manifest.ts', 'locales/en.json'].every((file) => existsSync(path.join(pluginsDir, id, file))))
    .map((id) => {
      const manifest = readFileSync(path.join(pluginsDir, id, 'manifest.ts'), 'utf8');
      const route = /path:\s*'([^']+)'/.exec(manifest)?.[1] ?? '';
      const en = JSON.parse(readFileSync(path.join(pluginsDir, id, 'locales/en.json'), 'utf8'));
      return { id, route, name: en.name, description: en.description };
    });
}

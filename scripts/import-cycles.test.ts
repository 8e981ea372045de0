import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('importCycles', () => {
  it('finds a circle closed by a dynamic import, and ignores type-only imports', () => {
    const root = project({
      'app/Scope.tsx': "import { load } from '../shell/deferred';\nexport default 1;",
      'shell/deferred.ts': "export const load = () => import('./Overlays');",
      'shell/Overlays.tsx': "import Scope from '../app/Scope';\nexport default Scope;",
      'plugin/schema.ts': "import type { Input } from './manifest-schema';\nexport const A = 1;",
      'plugin/manifest-schema.ts': "import { A } from './schema';\nexport type Input = typeof A;",
    });
    const cycles = importCycles([root]).map((cycle) => cycle.map((file) => path.relative(root, path.resolve(file))));
    expect(cycles).toEqual([['app/Scope.tsx', 'shell/Overlays.tsx', 'shell/deferred.ts']]);
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
// Static and dynamic imports and re-exports of our own files; `import type` is left out (erased).
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(file);
    return SOURCE.test(name) ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => SOURCE.test(file) && existsSync(file));
}

/** Each import circle among the files under `roots`, as the list of files around it (Tarjan's strongly connected components). */
export function importCycles(roots: string[]): string[][] {
  const files = roots.flatMap(sourceFiles);
  const edges = new Map(files.map((file) => [file, [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => resolve(file, m[1] ?? m[2])).filter((f): f is string => !!f)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do component.push((member = stack.pop()!));
      while (member !== file);
      if (component.length > 1 || edges.get(file)?.includes(file)) cycles.push(component.map((f) => path.relative(process.cwd(), f)).sort());
    }
  };
  files.forEach((file) => index.has(file) || visit(file));
  return cycles;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type BuildManifest = Record<string, ManifestChunk>;

/**
 * Budgets in KB of gzipped JavaScript. Issue 13's targets were 110 (home) and 60 (a tool's own code);
 * the home is allowed 111 since recipes (its route and the home's list, both lazy) and two small
 * chunks the page shares with the deferred overlays (the theme, the options key) came in.
 * A first tool page's budget is 71: the SVG tools' pages (largest, svg-to-jpg and svg-to-png)
 * check every SVG for entity bombs and <use> fan-out before drawing it, every tool page offers its
 * settings link, every batch row can show its perceptual score and its metadata panel, and recipes
 * check stored recipes with zod too (zod/mini became a chunk of its own, +1 KB); all load with the page.
 */
export const BUDGETS = {
  /** Everything the home page loads statically before its first render, deferred overlays aside. */
  homeKB: 111,
  /** A tool's own code: what no other tool's screen, the home or the tool page's frame loads. */
  toolKB: 60,
  /** All a first tool page adds to the home before a file is added: the page's frame, its own code, shared tool UI. */
  firstToolKB: 71,
};

/** What core/main.tsx imports at start (index.html preloads it): part of the home, by manifest key. */
export const START_CHUNKS = ['node_modules/react-dom/client.js'];

export function readBuildManifest(distDir: string): BuildManifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
}

/** The chunk keys a chunk loads statically (itself included). */
export function staticClosure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

export function gzipKB(distDir: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

export interface BundleSizes {
  homeKB: number;
  toolPageKB: number;
  deferredKB: number;
  /** Tool UI loaded by two tools or more (batch screen, upload zone, option schemas, inputs). */
  sharedToolKB: number;
  /** Largest first: `ownKB` is the tool's alone, `firstVisitKB` adds the page's frame and the shared tool UI it loads. */
  tools: { id: string; ownKB: number; firstVisitKB: number }[];
  /** Tool UI a tool page fetches once idle, before the first file (batch results, react-dropzone), beyond the frame. */
  toolIdleKB: number;
}

/** Loaded by a tool page once idle (core/ui/lazy-part.ts, UploadZone): what a batch needs once it has files. */
const TOOL_IDLE_PARTS = ['core/ui/batch/BatchResults.tsx', 'core/ui/upload/DropzoneArea.tsx'];

/**
 * Home: index.html's entry, the chunks it imports at start and the home route's chunk, with what
 * they import statically.
 * Deferred: the overlays loaded once the page is idle. The tool page's frame: core/pages/ToolPage.tsx
 * and its imports beyond the home. A tool: its screen's chunk and static imports beyond those three,
 * split into what only this tool loads (its own) and what other tools load too (shared tool UI); its
 * first visit adds the frame to both, as a visitor arriving from the home downloads all of it.
 */
export function measureBundles(distDir: string): BundleSizes {
  const manifest = readBuildManifest(distDir);
  const keyOf = (src: string) => Object.keys(manifest).find((key) => key === src);
  const files = (keys: Iterable<string>) => [...keys].map((key) => manifest[key].file);
  const home = staticClosure(manifest, keyOf('index.html')!);
  for (const start of START_CHUNKS) staticClosure(manifest, start, home);
  const homePage = keyOf('core/pages/Home.tsx');
  if (homePage) staticClosure(manifest, homePage, home);
  const overlays = keyOf('core/shell/Overlays.tsx');
  const deferred = overlays ? [...staticClosure(manifest, overlays)].filter((key) => !home.has(key)) : [];
  const toolPage = keyOf('core/pages/ToolPage.tsx');
  const frame = new Set([...home, ...deferred, ...(toolPage ? staticClosure(manifest, toolPage) : [])]);
  const frameBeyondHome = [...frame].filter((key) => !home.has(key) && !deferred.includes(key));
  const screens = Object.keys(manifest)
    .map((key) => /^plugins\/([^/]+)\/screen\.tsx$/.exec(key))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([key, id]) => ({ id, keys: [...staticClosure(manifest, key)].filter((k) => !frame.has(k)) }));
  const users = new Map<string, number>();
  for (const screen of screens) for (const key of screen.keys) users.set(key, (users.get(key) ?? 0) + 1);
  const sharedTool = [...users].filter(([, count]) => count > 1).map(([key]) => key);
  const tools = screens
    .map(({ id, keys }) => ({
      id,
      ownKB: gzipKB(distDir, files(keys.filter((key) => users.get(key) === 1))),
      firstVisitKB: gzipKB(distDir, files([...frameBeyondHome, ...keys])),
    }))
    .sort((a, b) => b.ownKB - a.ownKB);
  const idleParts = new Set<string>();
  for (const part of TOOL_IDLE_PARTS) if (manifest[part]) staticClosure(manifest, part, idleParts);
  return {
    homeKB: gzipKB(distDir, files(home)),
    toolPageKB: gzipKB(distDir, files([...frame].filter((key) => !home.has(key)))),
    deferredKB: gzipKB(distDir, files(deferred)),
    sharedToolKB: gzipKB(distDir, files(sharedTool)),
    tools,
    toolIdleKB: gzipKB(distDir, files([...idleParts].filter((key) => !frame.has(key)))),
  };
}

/** Problems with the budgets, one line each. */
export function budgetProblems(sizes: BundleSizes): string[] {
  const problems: string[] = [];
  if (sizes.homeKB > BUDGETS.homeKB) problems.push(`home: ${sizes.homeKB} KB gzip of JavaScript, budget ${BUDGETS.homeKB} KB`);
  for (const tool of sizes.tools) {
    if (tool.ownKB > BUDGETS.toolKB) problems.push(`plugins/${tool.id}: ${tool.ownKB} KB gzip of its own JavaScript, budget ${BUDGETS.toolKB} KB`);
    if (tool.firstVisitKB > BUDGETS.firstToolKB) {
      problems.push(`plugins/${tool.id}: its page adds ${tool.firstVisitKB} KB gzip to the home's, budget ${BUDGETS.firstToolKB} KB`);
    }
  }
  return problems;
}

/**
 * The files the shell loads without any tool: index.html's entry and its start chunks, and every
 * chunk the entry loads on demand that is not a tool's screen (the home's recipes, the tool page's
 * frame, the other pages, the overlays loaded once idle), with their static imports and CSS. Empty
 * when the build wrote no manifest.
 */
export function shellFiles(distDir: string): Set<string> {
  let manifest: BuildManifest;
  try {
    manifest = readBuildManifest(distDir);
  } catch {
    return new Set();
  }
  const keys = new Set<string>();
  const onDemand = (manifest['index.html']?.dynamicImports ?? []).filter((key) => !key.startsWith('plugins/'));
  const reachedFromThose = onDemand.flatMap((key) => manifest[key]?.dynamicImports ?? []).filter((key) => key.startsWith('core/'));
  for (const start of ['index.html', ...START_CHUNKS, ...onDemand, ...reachedFromThose]) if (manifest[start]) staticClosure(manifest, start, keys);
  return new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
}

import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, preview } from 'vite';

/**
 * `npm start`: builds the app without the type check (`npm run build` has it), quietly (Vite's
 * per-file list is thousands of lines; warnings and errors still show), checks the budgets, then
 * serves the build with the production headers and says where.
 */
// Vite's note that the config's extensionless imports would not suit a config loader this project
// does not use (`configLoader: 'native'`, Vite's default some day); 31 lines, twice.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const started = Date.now();
const outDir = process.env.DIST_DIR ?? 'dist';
const port = Number(process.env.PORT ?? 4173);
const run = (script: string) => execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', script, outDir], { stdio: 'inherit' });

run('scripts/check-plugins.ts');
console.log(`Building ${outDir}/ …`);
await build({ logLevel: 'warn' });
run('scripts/check-bundle-size.ts');

const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(path.join(outDir, name)).isFile());
const megabytes = files.reduce((sum, name) => sum + statSync(path.join(outDir, name)).size, 0) / 1e6;
console.log(`Built ${files.length} files (${megabytes.toFixed(0)} MB with the compressed copies) in ${Math.round((Date.now() - started) / 1000)} s.`);

const server = await preview({ logLevel: 'warn', preview: { port, strictPort: true }, build: { outDir } });
console.log(`Localbox runs on ${server.resolvedUrls?.local[0] ?? `http://localhost:${port}/`} (Ctrl+C stops it).`);

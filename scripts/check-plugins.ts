import { collectProblems } from './plugin-sources';

// Run by `npm run build` (and so by `npm test`): a bad manifest or a missing translation stops the build.
const problems = await collectProblems(process.cwd());
if (problems.length) {
  console.error(`Plugin check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Plugins and translations: OK');

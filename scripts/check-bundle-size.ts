import { rmSync } from 'node:fs';
import path from 'node:path';
import { BUDGETS, budgetProblems, measureBundles } from './bundle-size';

// Run by `npm run build` after Vite: the home's JavaScript and each tool's own chunk stay in budget.
const distDir = process.argv[2] ?? process.env.DIST_DIR ?? 'dist';
const sizes = measureBundles(distDir);
// Vite's manifest (.vite/) was for this check and the service worker's shell list: no host should publish it.
rmSync(path.join(distDir, '.vite'), { recursive: true, force: true });
const largestOwn = sizes.tools[0];
const largestVisit = [...sizes.tools].sort((a, b) => b.firstVisitKB - a.firstVisitKB)[0];
console.log(
  `Home JavaScript: ${sizes.homeKB} KB gzip (budget ${BUDGETS.homeKB}), ${sizes.deferredKB} KB more once idle; ` +
    `largest tool code of its own: ${largestOwn ? `${largestOwn.id} ${largestOwn.ownKB} KB` : 'none'} (budget ${BUDGETS.toolKB}); ` +
    `largest first tool page: ${largestVisit ? `${largestVisit.id} +${largestVisit.firstVisitKB} KB` : 'none'} (budget ${BUDGETS.firstToolKB}), ` +
    `${sizes.toolIdleKB} KB more once idle (batch results, react-dropzone); ${sizes.sharedToolKB} KB of tool UI is shared by several tools`,
);
const problems = budgetProblems(sizes);
if (problems.length) {
  console.error(`Bundle size check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

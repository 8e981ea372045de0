import { BUDGETS, budgetProblems, measureBundles } from './bundle-size';

// Run by `npm run build` after Vite: the home's JavaScript and each tool's own chunk stay in budget.
const distDir = process.argv[2] ?? 'dist';
const sizes = measureBundles(distDir);
const largest = sizes.tools[0];
console.log(
  `Home JavaScript: ${sizes.homeKB} KB gzip (budget ${BUDGETS.homeKB}), ${sizes.deferredKB} KB more once idle; ` +
    `largest tool chunk: ${largest ? `${largest.id} ${largest.ownKB} KB` : 'none'} (budget ${BUDGETS.toolKB})`,
);
const problems = budgetProblems(sizes);
if (problems.length) {
  console.error(`Bundle size check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

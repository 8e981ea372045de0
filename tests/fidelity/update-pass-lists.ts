/**
 * `npm run fidelity:update`, after the fidelity spec ran with FIDELITY_UPDATE=1: the committed pass
 * lists become the cases that matched in that run, and the shares per category are printed.
 */
import { CATEGORIES } from '../../scripts/bench/svg-fidelity-cases';
import { FORMATS, readShardResults, share, shards, writePassList } from './pass-lists';

const results = shards().flatMap(({ name, cases }) => {
  const shard = readShardResults(name);
  return cases.map((suiteCase) => ({ ...suiteCase, result: shard[suiteCase.id] }));
});
const missing = results.filter(({ result }) => !result);
if (missing.length) throw new Error(`No result for ${missing.length} cases (${missing[0].id}…): did every test of tests/fidelity run?`);
const line = (name: string, list: typeof results) => console.log(`${name} (${list.length}): ${FORMATS.map((format) => share(format, list.map(({ result }) => result))).join(', ')}`);
for (const category of CATEGORIES) line(category, results.filter((entry) => entry.category === category));
line('all', results);
for (const format of FORMATS) writePassList(format, results.filter(({ result }) => result[format]).map(({ id }) => id));

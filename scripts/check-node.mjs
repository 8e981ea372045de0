// Run before `npm ci`/`npm install` finishes (preinstall) and before `npm start`: plain JavaScript
// with no dependency, so that it runs on any Node and says what to do instead of a generic warning.
/* global process, console, URL */
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [needMajor, needMinor] = /(\d+)\.(\d+)/.exec(engines.node).slice(1).map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    [
      '',
      `Localbox needs Node ${needMajor}.${needMinor} or later; this is Node ${process.versions.node}.`,
      `Install Node ${needMajor} (https://nodejs.org, or \`nvm install\`: .nvmrc says ${needMajor}), then run \`npm ci\` again.`,
      '',
    ].join('\n'),
  );
  process.exit(1);
}

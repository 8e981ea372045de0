import { importCycles } from './import-cycles';

// Run by `npm run lint`: an import circle (static or dynamic) makes load order matter and hides layering mistakes.
const cycles = importCycles(['core', 'kits', 'plugins']);
for (const cycle of cycles) console.error(`Import circle: ${cycle.join(' ↔ ')}`);
if (cycles.length) process.exit(1);
console.log('No import circles.');

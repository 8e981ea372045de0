import { snippetProcessor } from '../../kits/sandbox/snippet-processor';

/** A Moment.js snippet, run in the tool's sandbox worker (manifest `runsOn: 'sandbox'`); the library loads with the first run. */
export default snippetProcessor(async () => (await import('./library')).momentLibrary);

import { writeFileSync } from 'node:fs';
import { compileKernels, generatedModule, GENERATED_PATH } from './ssimulacra2-wasm';

// `npm run build:wasm`: after an edit of kits/image/ssimulacra2/*.wat.
const modules = await compileKernels();
writeFileSync(GENERATED_PATH, generatedModule(modules));
console.warn(`${GENERATED_PATH}: ${modules.map((bytes) => bytes.length).join(' + ')} bytes of WebAssembly`);

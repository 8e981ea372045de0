import { writeFileSync } from 'node:fs';
import { compileKernels, generatedModule, GENERATED_PATH } from './ssimulacra2-wasm';

// `npm run build:wasm`: after an edit of kits/image/ssimulacra2/kernels.wat.
const bytes = await compileKernels();
writeFileSync(GENERATED_PATH, generatedModule(bytes));
console.warn(`${GENERATED_PATH}: ${bytes.length} bytes of WebAssembly`);

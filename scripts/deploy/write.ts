import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostConfigs } from './host-configs';

/** Writes deploy/: the host configurations made from core/build/security-headers.ts. */
for (const [file, content] of Object.entries(hostConfigs())) {
  const target = path.join('deploy', file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  console.log(`wrote ${target}`);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../core/build/security-headers';
import { hostConfigs } from './host-configs';

describe('deploy/ host configurations', () => {
  const configs = hostConfigs();

  it.each(Object.keys(configs))('deploy/%s is what scripts/deploy/write.ts makes (run npm run deploy:configs)', (file) => {
    expect(readFileSync(path.join('deploy', file), 'utf8')).toBe(configs[file]);
  });

  it('each sends every header the preview server sends', () => {
    for (const file of ['netlify/_headers', 'cloudflare-pages/_headers', 'nginx/localbox.conf', 'caddy/Caddyfile']) {
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(configs[file], `${file}: ${name}`).toContain(name);
        expect(configs[file].replace(/\\"/g, '"'), `${file}: ${name}`).toContain(value);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { validOptions } from './valid-options';

const schema = z.object({
  language: z.enum(['auto', 'zh', 'ja']),
  debug: z.boolean(),
  size: z.object({ width: z.number().check(z.positive()), height: z.number().check(z.positive()) }),
});
const DEFAULTS: z.infer<typeof schema> = { language: 'auto', debug: false, size: { width: 64, height: 64 } };

describe('validOptions', () => {
  it('keeps stored options that are valid as a whole, filling fields an older version did not store', () => {
    expect(validOptions({ language: 'ja', debug: true }, DEFAULTS, schema)).toEqual({ language: 'ja', debug: true, size: { width: 64, height: 64 } });
  });

  it('replaces only the invalid field with its default and keeps the others', () => {
    expect(validOptions({ language: 'xx', debug: true }, DEFAULTS, schema)).toEqual({ ...DEFAULTS, debug: true });
  });

  it('takes a nested object field by field', () => {
    expect(validOptions({ size: { width: 32, height: -1 } }, DEFAULTS, schema)).toEqual({ ...DEFAULTS, size: { width: 32, height: 64 } });
  });

  it('drops fields the schema does not know', () => {
    expect(validOptions({ language: 'zh', injected: '<script>' }, DEFAULTS, schema)).toEqual({ ...DEFAULTS, language: 'zh' });
  });

  it('falls back to the defaults for anything that is not an object of options', () => {
    for (const stored of [undefined, null, 'auto', 42, ['ja'], { size: 'big' }]) expect(validOptions(stored, DEFAULTS, schema)).toEqual(DEFAULTS);
  });
});

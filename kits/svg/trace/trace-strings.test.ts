import { describe, expect, it } from 'vitest';
import { checkLocaleSet } from '../../../scripts/plugin-sources';
import { TRACE_LOCALES } from './trace-strings';

describe('tracing strings', () => {
  it('exist in every language with the same keys', () => {
    expect(checkLocaleSet('kits/svg/trace/locales', new Map(Object.entries(TRACE_LOCALES)))).toEqual([]);
  });
});

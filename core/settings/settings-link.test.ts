import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { firstParameters, linkFields, MAX_READ_PARAMETERS, readSettingsLink, settingsQuery, withoutOptionKeys } from './settings-link';

const schema = z.object({
  format: z.enum(['webp', 'png']),
  width: z.nullable(z.int().check(z.minimum(1), z.maximum(100))),
  keepAspectRatio: z.boolean(),
  sampleRate: z.union([z.literal(44_100), z.literal(48_000)]),
  disabled: z.array(z.enum(['a', 'b', 'c'])),
  colour: z._default(z.string().check(z.regex(/^#[0-9a-f]{6}$/)), '#ffffff'),
  pattern: z.catch(z.enum(['x', 'y']), 'x'),
  picture: z.catch(z.optional(z.custom<Blob>((v) => v instanceof Blob)), undefined),
});
type Options = z.infer<typeof schema>;
const base: Options = { format: 'webp', width: 10, keepAspectRatio: true, sampleRate: 44_100, disabled: [], colour: '#ffffff', pattern: 'x' };

describe('settings links', () => {
  it('derives kebab-case keys from the schema, leaving out what a link cannot carry', () => {
    expect(linkFields(schema).map((field) => field.key)).toEqual(['format', 'width', 'keep-aspect-ratio', 'sample-rate', 'disabled', 'colour', 'pattern']);
  });

  it('round-trips every kind of option', () => {
    const options: Options = { format: 'png', width: null, keepAspectRatio: false, sampleRate: 48_000, disabled: ['a', 'c'], colour: '#12ab34', pattern: 'y' };
    const query = settingsQuery(schema, options);
    expect(query).toBe('format=png&width=&keep-aspect-ratio=false&sample-rate=48000&disabled=a,c&colour=%2312ab34&pattern=y');
    const read = readSettingsLink(schema, base, `?${query}`);
    expect(read?.options).toEqual(options);
    expect(read?.ignored).toEqual([]);
  });

  it('ignores and names unknown keys, wrong types, values the schema refuses or would replace', () => {
    const read = readSettingsLink(schema, base, '?format=<script>alert(1)</script>&width=1e3&width=5&keep-aspect-ratio=yes&sample-rate=44100&pattern=z&disabled=a,zz&x=1&lng=de');
    expect(read?.options).toEqual({ ...base });
    expect(read?.applied).toEqual([{ key: 'sample-rate', value: '44100' }]);
    expect(read?.ignored).toEqual(['format', 'width', 'keep-aspect-ratio', 'pattern', 'disabled', 'x']);
  });

  it('reads nothing from a query of non-option keys, and keeps them in the address', () => {
    expect(readSettingsLink(schema, base, '?lng=de')).toBeNull();
    expect(withoutOptionKeys('?format=png&lng=de&x=1')).toBe('?lng=de');
    expect(withoutOptionKeys('?format=png')).toBe('');
  });

  it('of 10,000 parameters reads the first 200 and only counts the rest', () => {
    const search = Array.from({ length: 10_000 }, (_, i) => `k${i}=${i}`).join('&');
    const { params, unread } = firstParameters(`format=png&${search}`);
    expect([params.size, unread]).toEqual([MAX_READ_PARAMETERS, 10_001 - MAX_READ_PARAMETERS]);
    // Only a known key is checked against the schema: once here, whatever the query's length.
    const parse = vi.spyOn(schema, 'safeParse');
    const read = readSettingsLink(schema, base, `format=png&${search}`);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(read?.applied).toEqual([{ key: 'format', value: 'png' }]);
    expect(read?.ignored).toHaveLength(MAX_READ_PARAMETERS - 1);
    expect(read?.unread).toBe(10_001 - MAX_READ_PARAMETERS);
    parse.mockRestore();
  });
});

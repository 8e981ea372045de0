import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enginePins, registerEngineTable, withPins } from './engine-pins';

const sri = (bytes: string | Buffer) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

describe('engine pins', () => {
  const table = new Map<string, () => Buffer>([
    ['faces.json', () => Buffer.from('[]')],
    ['emoji/1f680.svg', () => Buffer.from('<svg/>')],
    ['emoji/2764.svg', () => Buffer.from('<svg></svg>')],
  ]);

  it('gives each folder of a table a pins.json naming its files’ hashes', () => {
    const pinned = withPins(table);
    expect(JSON.parse(pinned.get('pins.json')!().toString())).toEqual({ 'faces.json': sri('[]') });
    expect(JSON.parse(pinned.get('emoji/pins.json')!().toString())).toEqual({ '1f680.svg': sri('<svg/>'), '2764.svg': sri('<svg></svg>') });
    expect(pinned.get('emoji/1f680.svg')).toBe(table.get('emoji/1f680.svg'));
  });

  it('pins each pins.json’s own hash, by folder from the app’s root, for the app’s code', () => {
    const pinned = withPins(table);
    registerEngineTable('/engines/pins-test', () => pinned);
    const pins = enginePins();
    expect(pins['/engines/pins-test/']).toBe(sri(pinned.get('pins.json')!()));
    expect(pins['/engines/pins-test/emoji/']).toBe(sri(pinned.get('emoji/pins.json')!()));
  });
});

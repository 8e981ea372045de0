import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeInstant, detectUnit, formatIsoInZone, formatRfc2822, parseTimestamp, timeZones, toTimestamps } from './timestamp';

const MAX_MS = 8.64e15;

describe('parseTimestamp', () => {
  it('detects seconds and milliseconds', () => {
    expect(parseTimestamp('1710513000')).toEqual({ ms: 1_710_513_000_000, unit: 'seconds' });
    expect(parseTimestamp('1710513000123')).toEqual({ ms: 1_710_513_000_123, unit: 'milliseconds' });
    expect(parseTimestamp(' 1710513000.5 ')).toEqual({ ms: 1_710_513_000_500, unit: 'seconds' });
    expect(parseTimestamp('-86400')).toEqual({ ms: -86_400_000, unit: 'seconds' });
    expect(parseTimestamp('1,710,513,000')).toEqual({ ms: 1_710_513_000_000, unit: 'seconds' });
  });

  it('honours a unit chosen by hand', () => {
    expect(parseTimestamp('1000', 'milliseconds')).toEqual({ ms: 1000, unit: 'milliseconds' });
    expect(parseTimestamp('9999999999999', 'seconds')).toBeNull();
  });

  it('rejects text that is not a number, and times outside the ECMAScript range', () => {
    for (const text of ['', 'abc', '12a', '1e9', '--1', '9'.repeat(20)]) expect(parseTimestamp(text), text).toBeNull();
  });

  it('puts the seconds/milliseconds boundary at 100 billion', () => {
    expect(detectUnit(99_999_999_999)).toBe('seconds');
    expect(detectUnit(100_000_000_000)).toBe('milliseconds');
  });

  it('round-trips any millisecond timestamp from 1973 on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1e11, max: MAX_MS }), (ms) => {
        expect(parseTimestamp(String(ms))).toEqual({ ms, unit: 'milliseconds' });
        expect(parseTimestamp(String(-ms))).toEqual({ ms: -ms, unit: 'milliseconds' });
      }),
    );
  });

  it('round-trips whole seconds through seconds text and through Date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (seconds) => {
        const parsed = parseTimestamp(String(seconds))!;
        expect(toTimestamps(parsed.ms).seconds).toBe(seconds);
        expect(Date.parse(new Date(parsed.ms).toISOString())).toBe(parsed.ms);
      }),
    );
  });
});

describe('formatting an instant', () => {
  const ms = Date.UTC(2024, 2, 15, 14, 30, 0);

  it('writes RFC 2822 in English whatever the language', () => {
    expect(formatRfc2822(ms)).toBe('Fri, 15 Mar 2024 14:30:00 +0000');
    expect(formatRfc2822(ms, 'Asia/Tokyo')).toBe('Fri, 15 Mar 2024 23:30:00 +0900');
  });

  it('writes ISO 8601 with the chosen zone’s offset, daylight saving included', () => {
    expect(formatIsoInZone(ms, 'Asia/Kolkata')).toBe('2024-03-15T20:00:00+05:30');
    expect(formatIsoInZone(ms, 'America/New_York')).toBe('2024-03-15T10:30:00-04:00');
    expect(formatIsoInZone(Date.UTC(2024, 0, 15, 14, 30), 'America/New_York')).toBe('2024-01-15T09:30:00-05:00');
  });

  it('gives every representation, readable ones in the UI language', () => {
    const all = describeInstant(ms, 'de', 'Asia/Tokyo');
    expect(all).toMatchObject({ seconds: '1710513000', milliseconds: '1710513000000', iso: '2024-03-15T14:30:00.000Z', zonedIso: '2024-03-15T23:30:00+09:00' });
    expect(all.utc).toContain('Freitag, 15. März 2024');
    expect(all.zoned).toContain('23:30:00');
  });

  it('lists IANA zones with UTC first', () => {
    const zones = timeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(zones.filter((zone) => zone === 'UTC')).toHaveLength(1);
  });
});

describe('format selector and zone rows', () => {
  it('writes an instant with each of the seven patterns', async () => {
    const { formatWithPattern, TIMESTAMP_PATTERNS } = await import('./timestamp');
    const ms = Date.UTC(2024, 2, 15, 14, 30, 5);
    expect(TIMESTAMP_PATTERNS).toHaveLength(7);
    const written = TIMESTAMP_PATTERNS.map((pattern) => formatWithPattern(ms, pattern, 'Asia/Tokyo'));
    expect(written).toEqual([
      '2024-03-15 23:30:05',
      '2024/03/15 23:30:05',
      '2024-03-15',
      '15/03/2024 23:30',
      '03/15/2024 11:30 PM',
      '2024年03月15日 23:30:05',
      'Fri, Mar 15, 2024 11:30 PM',
    ]);
  });

  it('calls UTC and the local zone redundant beside the local and UTC rows', async () => {
    const { zoneIsRedundant, localZone } = await import('./timestamp');
    expect(zoneIsRedundant('UTC')).toBe(true);
    expect(zoneIsRedundant(localZone())).toBe(true);
    expect(zoneIsRedundant(localZone() === 'Asia/Tokyo' ? 'Europe/Berlin' : 'Asia/Tokyo')).toBe(false);
  });
});

import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../kits/sandbox/outcome';
import { loadQuickJs } from '../../kits/sandbox/quickjs-module';
import { runSnippet } from '../../kits/sandbox/quickjs-runner';
import { SPEC_EXAMPLE_RESULTS } from '../../kits/sandbox/testing/spec-examples';
import { MOMENT_EXAMPLES } from './examples';
import { momentLibrary } from './library';

// The specification's examples first (kits/sandbox/testing/spec-examples.ts), then this library's own.
const expected: Record<string, unknown> = {
  ...SPEC_EXAMPLE_RESULTS,

  format: 'Friday, March 15th 2024, 2:30 pm',
  parse: '2024-03-15 14:30',
  addSubtract: '2024-02-27',
  diff: '{\n  "days": 285,\n  "weeks": 40,\n  "months": "9.3"\n}',
  startEnd: '{\n  "startOfMonth": "2024-03-01 00:00",\n  "endOfMonth": "2024-03-31 23:59",\n  "startOfIsoWeek": "2024-03-11"\n}',
  relative: '[\n  "3 days ago",\n  "in 3 days",\n  "3 days"\n]',
  timeZone: '2024-03-15 22:00 +09:00',
  duration: '{\n  "iso": "PT26H15M",\n  "hours": 26.25,\n  "humanized": "a day"\n}',
  comparison: '{\n  "isBefore": true,\n  "isSameMonth": true,\n  "isBetween": true\n}',
  locale: '[\n  "15. März 2024",\n  "15 mars 2024",\n  "2024年3月15日",\n  "2024年3月15日",\n  "2024년 3월 15일"\n]',
  validation: '{\n  "leapDay2024": true,\n  "leapDay2023": false,\n  "invalidAt": "days"\n}',
  calendar: 'Tomorrow at 2:30 PM',
  isoWeek: '{\n  "isoWeek": 1,\n  "isoWeekYear": 2025,\n  "dayOfYear": 365\n}',
  console: 'done',
};

let engine: QuickJSWASMModule;
beforeAll(async () => {
  engine = await loadQuickJs();
});

describe('moment examples', () => {
  it('cover at least the twelve required topics', () => {
    const ids = MOMENT_EXAMPLES.map((example) => example.id);
    for (const topic of ['format', 'parse', 'addSubtract', 'diff', 'startEnd', 'relative', 'timeZone', 'duration', 'comparison', 'locale', 'validation', 'calendar']) {
      expect(ids).toContain(topic);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(MOMENT_EXAMPLES.map((example) => [example.id, example.code]))('%s gives the documented result', (id, code) => {
    expect(runSnippet(engine, momentLibrary, code, DEFAULT_LIMITS)).toMatchObject({ status: 'ok', value: expected[id] });
  });

  it('ships every moment locale and starts each run in English', () => {
    const outcome = runSnippet(engine, momentLibrary, 'moment.locales().length > 100 && moment.locale()', DEFAULT_LIMITS);
    expect(outcome).toMatchObject({ value: 'en' });
  });
});

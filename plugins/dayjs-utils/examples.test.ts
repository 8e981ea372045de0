import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../kits/sandbox/outcome';
import { loadQuickJs } from '../../kits/sandbox/quickjs-module';
import { runSnippet } from '../../kits/sandbox/quickjs-runner';
import { SPEC_EXAMPLE_RESULTS } from '../../kits/sandbox/testing/spec-examples';
import { DAYJS_EXAMPLES } from './examples';
import { DAYJS_PLUGINS, dayjsLibrary } from './library';

// The specification's examples first (kits/sandbox/testing/spec-examples.ts), then this library's own.
const expected: Record<string, unknown> = {
  ...SPEC_EXAMPLE_RESULTS,

  format: 'Friday, March 15, 2024 2:30 PM',
  parse: '2024-03-15 14:30',
  addSubtract: '2024-02-27',
  diff: '{\n  "days": 285,\n  "weeks": 40,\n  "months": "9.3"\n}',
  startEnd: '{\n  "startOfMonth": "2024-03-01 00:00",\n  "endOfMonth": "2024-03-31 23:59",\n  "startOfWeek": "2024-03-10"\n}',
  relative: '[\n  "3 days ago",\n  "in 3 days",\n  "3 days"\n]',
  timeZone: '2024-03-15 22:00 +09:00',
  utc: '2024-03-15 20:00 +05:30',
  duration: '{\n  "iso": "PT26H15M",\n  "hours": 26.25,\n  "humanized": "a day"\n}',
  comparison: '{\n  "isBefore": true,\n  "isSameMonth": true,\n  "isBetween": true\n}',
  locale: '[\n  "Freitag 15. März 2024",\n  "vendredi 15 mars 2024",\n  "金曜日 2024年3月15日",\n  "星期五 2024年3月15日",\n  "금요일 2024년 3월 15일"\n]',
  validation: '{\n  "leapDay2024": true,\n  "leapDay2023": false,\n  "garbage": false\n}',
  calendar: 'Tomorrow at 2:30 PM',
  localized: 'Friday, March 15, 2024 2:30 PM · 15th · 1 · 11th',
  console: 'done',
};

let engine: QuickJSWASMModule;
beforeAll(async () => {
  engine = await loadQuickJs();
});

describe('dayjs examples', () => {
  it('cover at least the twelve required topics', () => {
    const ids = DAYJS_EXAMPLES.map((example) => example.id);
    for (const topic of ['format', 'parse', 'addSubtract', 'diff', 'startEnd', 'relative', 'timeZone', 'duration', 'comparison', 'locale', 'validation', 'calendar']) {
      expect(ids).toContain(topic);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(DAYJS_EXAMPLES.map((example) => [example.id, example.code]))('%s gives the documented result', (id, code) => {
    expect(runSnippet(engine, dayjsLibrary, code, DEFAULT_LIMITS)).toMatchObject({ status: 'ok', value: expected[id] });
  });

  it('logs each line of the console example', () => {
    const outcome = runSnippet(engine, dayjsLibrary, DAYJS_EXAMPLES.find((e) => e.id === 'console')!.code, DEFAULT_LIMITS);
    expect(outcome.logs.map((line) => line.text)).toEqual(['day 2024-03-15', 'week 2024-03-16', 'month 2024-03-31']);
  });

  it('preloads every listed plugin', () => {
    const code = `[${DAYJS_PLUGINS.map((name) => `typeof dayjs_plugin_${name}`).join(',')}].every((t) => t === 'function')`;
    expect(runSnippet(engine, dayjsLibrary, code, DEFAULT_LIMITS)).toMatchObject({ value: 'true' });
  });
});

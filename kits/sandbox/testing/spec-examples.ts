import { expect } from 'vitest';

/**
 * What the specification's examples (shared by the dayjs and moment runners) must print. The ones
 * about "now" are checked by their shape; the fixed-date ones by their exact value.
 */
export const SPEC_EXAMPLE_RESULTS: Record<string, unknown> = {
  now: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
  addDay: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
  fromNow: expect.stringMatching(/ ago$/),
  startOfMonth: expect.stringMatching(/^\d{4}-\d\d-01 00:00:00$/),
  endOfYear: expect.stringMatching(/^\d{4}-12-31 23:59:59$/),
  isValid: 'false',
  diffDays: '359',
  daysInMonth: '29',
  quarter: '3',
};

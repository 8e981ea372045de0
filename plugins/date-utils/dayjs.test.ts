import { describe, expect, it } from 'vitest';
import { wallTimeToMs } from './dayjs';

describe('wallTimeToMs', () => {
  it('reads a wall-clock time in a named zone', () => {
    expect(wallTimeToMs('2024-03-15T09:00', 'America/New_York')).toBe(Date.UTC(2024, 2, 15, 13, 0));
    expect(wallTimeToMs('2024-03-15T09:00:30', 'Asia/Tokyo')).toBe(Date.UTC(2024, 2, 15, 0, 0, 30));
    expect(wallTimeToMs('2024-03-15', 'UTC')).toBe(Date.UTC(2024, 2, 15));
    expect(wallTimeToMs('2024-03-15 09:00:30.25', 'UTC')).toBe(Date.UTC(2024, 2, 15, 9, 0, 30, 250));
  });

  it('reads a wall-clock time in the local zone', () => {
    expect(wallTimeToMs('2024-03-15T09:00', 'local')).toBe(new Date(2024, 2, 15, 9, 0).getTime());
  });

  it('rejects dates that do not exist and other text', () => {
    expect(wallTimeToMs('2023-02-29T10:00', 'UTC')).toBeNull();
    expect(wallTimeToMs('2023-02-29', 'local')).toBeNull();
    expect(wallTimeToMs('yesterday', 'UTC')).toBeNull();
  });
});

import { z } from 'zod/mini';

/** What a folder's index file holds: for each input run with given options, the paths it wrote. */
const indexSchema = z.object({
  localbox: z.literal(1),
  saved: z.record(z.string().check(z.maxLength(4096)), z.array(z.string().check(z.maxLength(1024))).check(z.maxLength(1000))),
});

/** The input as the index knows it: the tool, the options, and the file's path, size and date. */
export function savedIndexKey(toolId: string, optionsKey: string, file: File): string {
  const { relativePath, path } = file as File & { relativePath?: string; path?: string };
  return JSON.stringify([toolId, optionsKey, relativePath || path || file.name, file.size, file.lastModified]);
}

/**
 * The folder's record of what earlier runs saved in it. Read from the visitor's disk, so anything
 * that does not parse is an empty index (the run then redoes every file, and never overwrites one).
 */
export class SavedIndex {
  /** A folder of 10,000 results needs well under 10 MB. */
  static readonly MAX_BYTES = 32 * 1024 * 1024;
  private readonly saved: Map<string, string[]>;
  changed = false;

  constructor(entries: Record<string, string[]> = {}) {
    this.saved = new Map(Object.entries(entries));
  }

  static parse(text: string): SavedIndex {
    try {
      const parsed = indexSchema.safeParse(JSON.parse(text));
      return parsed.success ? new SavedIndex(parsed.data.saved) : new SavedIndex();
    } catch {
      return new SavedIndex();
    }
  }

  get(key: string): string[] | undefined {
    return this.saved.get(key);
  }

  set(key: string, paths: string[]): void {
    this.saved.set(key, paths);
    this.changed = true;
  }

  serialise(): string {
    this.changed = false;
    return JSON.stringify({ localbox: 1, saved: Object.fromEntries(this.saved) });
  }
}

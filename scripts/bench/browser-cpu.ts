import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (ms) used so far by each Chromium process this Node process started, keyed by its
 * kind (browser, renderer, gpu-process, utility…), read from /proc (empty where there is none).
 * Unlike wall time it hardly moves with the machine's load, so a batch's CPU cost can be compared
 * between runs on a busy machine.
 */
export function browserCpuByProcess(): Record<string, number> {
  const processes = new Map<number, { parent: number; cpuMs: number; kind: string | null }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return {};
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, fields 14 and 15 of stat, are 11 and 12 after the name.
      const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
      let kind: string | null = null;
      if (/chrom/i.test(name)) {
        // Chromium rewrites its children's command lines into one space-separated string.
        const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(/[\0 ]/);
        const type = args.find((arg) => arg.startsWith('--type='))?.slice(7) ?? 'browser';
        const service = args.find((arg) => arg.startsWith('--utility-sub-type='))?.split('.').at(-2);
        kind = service ? `${type}:${service}` : type;
      }
      processes.set(Number(entry), { parent: Number(fields[1]), cpuMs, kind });
    } catch {
      // The process ended while it was read.
    }
  }
  const totals: Record<string, number> = {};
  for (const info of processes.values()) {
    if (!info.kind) continue;
    for (let at = info.parent; at > 1; at = processes.get(at)?.parent ?? 0) {
      if (at === process.pid) {
        totals[info.kind] = (totals[info.kind] ?? 0) + info.cpuMs;
        break;
      }
    }
  }
  return totals;
}

/** The CPU time of every Chromium process this Node process started (see browserCpuByProcess). */
export function browserCpuMs(): number {
  return Math.round(Object.values(browserCpuByProcess()).reduce((sum, ms) => sum + ms, 0));
}

/** What each kind of process used between two readings of browserCpuByProcess. */
export function cpuSince(before: Record<string, number>): Record<string, number> {
  const now = browserCpuByProcess();
  return Object.fromEntries(Object.entries(now).map(([kind, ms]) => [kind, Math.round(ms - (before[kind] ?? 0))]));
}

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
  const totals: Record<string, number> = {};
  for (const { kind, cpuMs } of ownChromiumProcesses()) totals[kind] = (totals[kind] ?? 0) + cpuMs;
  return totals;
}

/**
 * CPU time (ms) used so far by each thread of the renderer processes this Node process started,
 * keyed by the thread's name ("main" for the renderer's main thread; same-named threads, such as
 * the workers, summed): the page's main thread apart from its workers, compositor and raster.
 */
export function rendererCpuByThread(): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const { pid, kind } of ownChromiumProcesses()) {
    if (kind !== 'renderer') continue;
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const thread = readStat(`/proc/${pid}/task/${tid}/stat`);
      if (!thread) continue;
      const name = Number(tid) === pid ? 'main' : thread.name;
      totals[name] = (totals[name] ?? 0) + thread.cpuMs;
    }
  }
  return totals;
}

function readStat(file: string): { name: string; parent: number; cpuMs: number } | null {
  try {
    const stat = readFileSync(file, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat, are 11 and 12 after the name.
    return { name, parent: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    return null; // The process or thread ended while it was read.
  }
}

/** The Chromium processes this Node process started, with their kind and CPU time so far. */
function ownChromiumProcesses(): { pid: number; kind: string; cpuMs: number }[] {
  const processes = new Map<number, { parent: number; cpuMs: number; kind: string | null }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  for (const entry of entries) {
    const stat = readStat(`/proc/${entry}/stat`);
    if (!stat) continue;
    let kind: string | null = null;
    if (/chrom/i.test(stat.name)) {
      try {
        // Chromium rewrites its children's command lines into one space-separated string.
        const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(/[\0 ]/);
        const type = args.find((arg) => arg.startsWith('--type='))?.slice(7) ?? 'browser';
        const service = args.find((arg) => arg.startsWith('--utility-sub-type='))?.split('.').at(-2);
        kind = service ? `${type}:${service}` : type;
      } catch {
        continue;
      }
    }
    processes.set(Number(entry), { parent: stat.parent, cpuMs: stat.cpuMs, kind });
  }
  const own: { pid: number; kind: string; cpuMs: number }[] = [];
  for (const [pid, info] of processes) {
    if (!info.kind) continue;
    for (let at = info.parent; at > 1; at = processes.get(at)?.parent ?? 0) {
      if (at === process.pid) {
        own.push({ pid, kind: info.kind, cpuMs: info.cpuMs });
        break;
      }
    }
  }
  return own;
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

import { buildEngineFiles } from '../../core/processing/engine-files';
import { ICON_SET_URL, type IconEntry, type IconNode, type IconSet } from './generator-assets';

let loading: Promise<IconSet> | undefined;

/** The icon set, fetched and checked once per page or worker (a failed fetch is forgotten, so the next call retries). */
export function loadIconSet(fetchJson: (url: string) => Promise<unknown> = defaultFetchJson): Promise<IconSet> {
  loading ??= (fetchJson(ICON_SET_URL) as Promise<IconSet>).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function defaultFetchJson(url: string): Promise<unknown> {
  return JSON.parse(new TextDecoder().decode(await buildEngineFiles.fetch(url)));
}

export function findIcon(set: IconSet, name: string): IconNode[] | undefined {
  return set.icons.find(([iconName]) => iconName === name)?.[2];
}

/**
 * Icons whose name or words contain every word of the query (any order, word starts count:
 * "rock" finds "rocket"), exact name first, then names that match before tags that match.
 */
export function searchIcons(set: IconSet, query: string, limit: number): { found: IconEntry[]; total: number } {
  const words = query.toLowerCase().split(/[\s,]+/).filter(Boolean);
  if (!words.length) return { found: set.icons.slice(0, limit), total: set.icons.length };
  const matches = (text: string, word: string) => text.split(/[\s-]+/).some((part) => part.startsWith(word));
  const scored: [number, IconEntry][] = [];
  for (const entry of set.icons) {
    const [name, tags] = entry;
    if (!words.every((word) => matches(name, word) || matches(tags, word))) continue;
    const score = name === words.join('-') ? 0 : words.every((word) => matches(name, word)) ? 1 : 2;
    scored.push([score, entry]);
  }
  scored.sort((a, b) => a[0] - b[0] || a[1][0].length - b[1][0].length);
  return { found: scored.slice(0, limit).map(([, entry]) => entry), total: scored.length };
}

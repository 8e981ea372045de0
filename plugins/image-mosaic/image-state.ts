import type { Rect } from './geometry';
import { createHistory, type History } from './history';
import type { Preview } from './load-preview';

export interface MosaicResult {
  blob: Blob;
  name: string;
  width: number;
  height: number;
  /** jobKey() of the edits that produced it. */
  key: string;
}

/** One image in the list: its file, preview, region history and latest result. */
export interface MosaicImage {
  id: string;
  file: File;
  status: 'loading' | 'ready' | 'failed';
  preview?: Preview;
  history: History<Rect[]>;
  processing: boolean;
  result?: MosaicResult;
  /** The last error: a translation key (the tool's namespace, then the shell's) and its values. */
  error?: string;
  errorParams?: Record<string, string | number>;
}

let nextId = 1;

export function newImage(file: File): MosaicImage {
  return { id: `mosaic-${nextId++}`, file, status: 'loading', history: createHistory<Rect[]>([]), processing: false };
}

/** The image to select after `removedId` goes: the next one, else the previous, else none. */
export function neighbourAfterRemoval(images: MosaicImage[], removedId: string): string | undefined {
  const index = images.findIndex((image) => image.id === removedId);
  const rest = images.filter((image) => image.id !== removedId);
  return rest[Math.min(index, rest.length - 1)]?.id;
}

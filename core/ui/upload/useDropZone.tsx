import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { afterLoad } from '../../app/after-load';
import type { Accept } from '../../plugin/schema';
import type { DropzoneAreaProps } from './DropzoneArea';
import { useEarlyDrop } from './useEarlyDrop';
import type { ZoneState } from './zone-state';

type DropzoneArea = ComponentType<DropzoneAreaProps>;
let loaded: DropzoneArea | undefined;
let loading: Promise<DropzoneArea> | undefined;

/** react-dropzone and its file reader (about 18 KB gzip): fetched once the page is idle, tried again after a failure. */
function loadDropzoneArea(): Promise<DropzoneArea> {
  loading ??= import('./DropzoneArea').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function useLoadedDropzoneArea(): DropzoneArea | undefined {
  const [area, setArea] = useState(() => loaded);
  useEffect(() => {
    if (area) return;
    let live = true;
    afterLoad(() => {
      loadDropzoneArea().then(
        (component) => live && setArea(() => component),
        () => undefined,
      );
    });
    return () => {
      live = false;
    };
  }, [area]);
  return area;
}

interface DropZoneOptions {
  accept?: Accept;
  multiple: boolean;
  /** Files chosen, dropped (folders walked) or let through by react-dropzone. */
  onFiles(files: File[]): void;
  /** Names of files react-dropzone refused. */
  onRejected(names: string[]): void;
}

/**
 * The upload zone's behaviour: the early handlers until react-dropzone has loaded (at idle), then
 * react-dropzone, on the same elements. `handler` is rendered beside the zone (it draws nothing);
 * `ready` says react-dropzone runs the zone.
 */
export function useDropZone({ accept, multiple, onFiles, onRejected }: DropZoneOptions): { state: ZoneState; handler: ReactElement | null; ready: boolean } {
  const latest = useRef({ onFiles, onRejected });
  latest.current = { onFiles, onRejected };
  const [dropzone, setDropzone] = useState<ZoneState | null>(null);
  const early = useEarlyDrop({ accept, multiple, active: !dropzone, onFiles: (files) => latest.current.onFiles(files) });
  const Area = useLoadedDropzoneArea();
  const onDrop = useCallback((files: File[], rejected: string[]) => {
    if (files.length) latest.current.onFiles(files);
    latest.current.onRejected(rejected);
  }, []);
  // A drag already over the zone ends with the early handlers; react-dropzone takes the next one.
  const handler = Area && (dropzone || !early.dragging) ? <Area accept={accept} multiple={multiple} onDrop={onDrop} onState={setDropzone} /> : null;
  return { state: dropzone ?? early.state, handler, ready: dropzone !== null };
}

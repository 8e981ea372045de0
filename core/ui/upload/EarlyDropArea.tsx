import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { DropzoneInputProps, DropzoneRootProps } from 'react-dropzone';
import { filesOfDrop, snapshotDrop } from './drop-snapshot';
import { withArchives, type DropAreaProps, type ZoneState } from './zone-state';

interface EarlyDropAreaProps extends DropAreaProps {
  /** react-dropzone has arrived: hand over once no dialog is open and nothing is being dragged. */
  ready: boolean;
  onHandOver(hadFocus: boolean): void;
}

/** Inputs whose change listener is set (once, also under StrictMode's second mount). */
const listening = new WeakSet<HTMLInputElement>();

const hasFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');

/**
 * The upload zone's first moments, while react-dropzone loads: the same click, keyboard, drag and
 * drop, so nothing done before it arrives is lost. A drop is read during its event (snapshotDrop)
 * and its folders walked by react-dropzone's own reader once loaded.
 */
export function EarlyDropArea({ accept, multiple, onFiles, ready, onHandOver, children }: EarlyDropAreaProps) {
  const rootRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragActive, setDragActive] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    if (ready && !dragActive && !dialogOpen) onHandOver(rootRef.current !== null && rootRef.current === document.activeElement);
  }, [ready, dragActive, dialogOpen, onHandOver]);

  useEffect(() => {
    // As react-dropzone does: a file dropped beside the zone must not replace the page.
    const stray = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) event.preventDefault();
    };
    document.addEventListener('dragover', stray);
    document.addEventListener('drop', stray);
    return () => {
      document.removeEventListener('dragover', stray);
      document.removeEventListener('drop', stray);
    };
  }, []);

  // Files chosen are read by the input's own listener, kept after the hand-over: a choice that lands
  // on this input just as react-dropzone replaces it is still taken (React no longer hears it then).
  const latestOnFiles = useRef(onFiles);
  latestOnFiles.current = onFiles;
  useEffect(() => {
    const input = inputRef.current;
    if (!input || listening.has(input)) return;
    listening.add(input);
    input.addEventListener('change', () => {
      setDialogOpen(false);
      const files = [...(input.files ?? [])];
      input.value = '';
      if (files.length) latestOnFiles.current(files);
    });
    input.addEventListener('cancel', () => setDialogOpen(false));
  }, []);

  const open = () => {
    setDialogOpen(true);
    inputRef.current?.click();
  };
  const onDrag = (event: DragEvent) => {
    event.preventDefault();
    if (!hasFiles(event)) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragActive(true);
  };
  const acceptList = Object.entries(withArchives(accept) ?? {}).flatMap(([type, extensions]) => [type, ...extensions]);

  const rootProps = {
    ref: rootRef,
    role: 'presentation',
    tabIndex: 0,
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.target !== rootRef.current || (event.key !== ' ' && event.key !== 'Enter')) return;
      event.preventDefault();
      open();
    },
    onDragEnter: onDrag,
    onDragOver: onDrag,
    onDragLeave: (event: DragEvent) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setDragActive(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragActive(false);
      const snapshot = snapshotDrop(event.dataTransfer);
      void filesOfDrop(snapshot).then((files) => files.length && onFiles(files));
    },
  };
  const inputProps = {
    ref: inputRef,
    type: 'file',
    accept: acceptList.length ? acceptList.join(',') : undefined,
    multiple,
    tabIndex: -1,
    // react-dropzone's own style: out of sight, still reachable by tests and assistive tools.
    style: { border: 0, clip: 'rect(0, 0, 0, 0)', clipPath: 'inset(50%)', height: '1px', margin: '0 -1px -1px 0', overflow: 'hidden', padding: 0, position: 'absolute', width: '1px', whiteSpace: 'nowrap' },
    onClick: (event: MouseEvent<HTMLInputElement>) => event.stopPropagation(),
  };
  // The same shape as react-dropzone's getters, so the zone's markup is written once.
  const state: ZoneState = {
    isDragActive: dragActive,
    getRootProps: <T extends DropzoneRootProps>(extra?: T) => ({ ...extra, ...rootProps }) as unknown as T,
    getInputProps: <T extends DropzoneInputProps>(extra?: T) => ({ ...extra, ...inputProps }) as unknown as T,
  };
  return children(state);
}

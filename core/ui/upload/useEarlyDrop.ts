import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { DropzoneInputProps, DropzoneRootProps } from 'react-dropzone';
import type { Accept } from '../../plugin/schema';
import { filesOfDrop, snapshotDrop } from './drop-snapshot';
import { acceptAttribute, type ZoneState } from './zone-state';

const hasFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');

/** react-dropzone's own style for its input: out of sight, still reachable by tests and assistive tools. */
const HIDDEN_INPUT = {
  border: 0,
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '0 -1px -1px 0',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
} as const;

/**
 * The upload zone's first moments, while react-dropzone loads: the same click, keyboard, drag and
 * drop on the same elements, so nothing done before it arrives is lost. A drop is read during its
 * event (snapshotDrop) and its folders walked by react-dropzone's own reader once loaded. `dragging`
 * says a drag is over the zone: react-dropzone takes over after it.
 */
export function useEarlyDrop({ accept, multiple, active, onFiles }: { accept?: Accept; multiple: boolean; active: boolean; onFiles(files: File[]): void }) {
  const rootRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!active) return;
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
  }, [active]);

  const open = () => inputRef.current?.click();
  const onDrag = (event: DragEvent) => {
    event.preventDefault();
    if (!hasFiles(event)) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
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
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const snapshot = snapshotDrop(event.dataTransfer);
      void filesOfDrop(snapshot).then((files) => files.length && onFiles(files));
    },
  };
  const inputProps = {
    ref: inputRef,
    type: 'file',
    accept: acceptAttribute(accept),
    multiple,
    tabIndex: -1,
    style: HIDDEN_INPUT,
    onClick: (event: MouseEvent<HTMLInputElement>) => event.stopPropagation(),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const files = [...(event.currentTarget.files ?? [])];
      event.currentTarget.value = '';
      if (files.length) onFiles(files);
    },
  };
  // The same shape as react-dropzone's getters, so the zone's markup is written once.
  const state: ZoneState = {
    isDragActive: dragging,
    getRootProps: <T extends DropzoneRootProps>(extra?: T) => ({ ...extra, ...rootProps }) as unknown as T,
    getInputProps: <T extends DropzoneInputProps>(extra?: T) => ({ ...extra, ...inputProps }) as unknown as T,
  };
  return { state, dragging };
}

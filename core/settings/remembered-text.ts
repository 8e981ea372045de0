import { useEffect, useRef, useState } from 'react';
import { useTool } from '../plugin/tool-context';
import { safeStorage } from './storage';

/** Texts longer than this are not saved: localStorage holds about 5 MB for the whole site. */
export const REMEMBERED_TEXT_LIMIT = 100_000;
const SAVE_DELAY_MS = 400;

const keyFor = (toolId: string, slot: string) => `localbox-text:${toolId}:${slot}`;

/** Reads a tool's remembered input text ('' when none). */
export function loadRememberedText(toolId: string, slot: string): string {
  return safeStorage.get(keyFor(toolId, slot)) ?? '';
}

function saveRememberedText(toolId: string, slot: string, text: string): void {
  safeStorage.set(keyFor(toolId, slot), text.length <= REMEMBERED_TEXT_LIMIT ? text : '');
}

/**
 * A text input remembered per tool and slot (e.g. 'left', 'right'), saved a moment after typing
 * stops, and at once when the page is hidden or the screen closes. A text over
 * REMEMBERED_TEXT_LIMIT clears the saved copy instead of filling the quota.
 */
export function useRememberedText(toolId: string, slot: string) {
  const [text, setText] = useState(() => loadRememberedText(toolId, slot));
  const unsaved = useRef<string | null>(null);

  useEffect(() => {
    unsaved.current = text;
    const timer = setTimeout(() => {
      saveRememberedText(toolId, slot, text);
      unsaved.current = null;
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [toolId, slot, text]);

  useEffect(() => {
    const flush = () => {
      if (unsaved.current !== null) saveRememberedText(toolId, slot, unsaved.current);
      unsaved.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [toolId, slot]);

  return [text, setText] as const;
}

/** `useRememberedText` for the tool whose screen is rendering (no id written in the plugin). */
export function useToolText(slot: string) {
  return useRememberedText(useTool().id, slot);
}

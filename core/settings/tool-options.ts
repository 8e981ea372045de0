import { useCallback, useRef, useState } from 'react';
import { z, type ZodMiniType } from 'zod/mini';
import { useTool } from '../plugin/tool-context';
import { optionsKey } from './options-key';
import { safeStorage } from './storage';
import { validOptions } from './valid-options';

/** The schema of a tool that has no options (every remembered value needs one). */
export const NO_OPTIONS_SCHEMA = z.object({});

const parseStored = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** Reads a tool's saved options; each field missing or no longer valid for `schema` takes its default. */
export function loadToolOptions<T>(toolId: string, defaults: T, schema: ZodMiniType<T>): T {
  const raw = safeStorage.get(optionsKey(toolId));
  return raw ? validOptions(parseStored(raw), defaults, schema) : defaults;
}

/**
 * A tool's options, remembered in localStorage. `current()` returns the latest value, so a job
 * started later (a file dropped after a change) never runs with options captured at mount.
 */
export function useToolOptions<T>(toolId: string, defaults: T, schema: ZodMiniType<T>) {
  const [options, setOptionsState] = useState<T>(() => loadToolOptions(toolId, defaults, schema));
  const latest = useRef(options);
  const setOptions = useCallback(
    (next: T) => {
      latest.current = next;
      setOptionsState(next);
      safeStorage.set(optionsKey(toolId), JSON.stringify(next));
    },
    [toolId],
  );
  const reset = useCallback(() => setOptions(defaults), [defaults, setOptions]);
  const current = useCallback(() => latest.current, []);
  return { options, setOptions, reset, current };
}

/** `useToolOptions` for the tool whose screen is rendering (no id written in the plugin). */
export function useCurrentToolOptions<T>(defaults: T, schema: ZodMiniType<T>) {
  return useToolOptions(useTool().id, defaults, schema);
}

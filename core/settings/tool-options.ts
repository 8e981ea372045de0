import { useCallback, useRef, useState } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { useTool } from '../plugin/tool-context';
import { safeStorage } from './storage';

const keyFor = (toolId: string) => `localbox-options:${toolId}`;

/** Reads a tool's saved options, falling back to its defaults when missing or no longer valid. */
export function loadToolOptions<T>(toolId: string, defaults: T, schema?: ZodMiniType<T>): T {
  const raw = safeStorage.get(keyFor(toolId));
  if (!raw) return defaults;
  try {
    const merged = { ...defaults, ...JSON.parse(raw) };
    if (!schema) return merged;
    const parsed = schema.safeParse(merged);
    return parsed.success ? parsed.data : defaults;
  } catch {
    return defaults;
  }
}

/**
 * A tool's options, remembered in localStorage. `current()` returns the latest value, so a job
 * started later (a file dropped after a change) never runs with options captured at mount.
 */
export function useToolOptions<T>(toolId: string, defaults: T, schema?: ZodMiniType<T>) {
  const [options, setOptionsState] = useState<T>(() => loadToolOptions(toolId, defaults, schema));
  const latest = useRef(options);
  const setOptions = useCallback(
    (next: T) => {
      latest.current = next;
      setOptionsState(next);
      safeStorage.set(keyFor(toolId), JSON.stringify(next));
    },
    [toolId],
  );
  const reset = useCallback(() => setOptions(defaults), [defaults, setOptions]);
  const current = useCallback(() => latest.current, []);
  return { options, setOptions, reset, current };
}

/** `useToolOptions` for the tool whose screen is rendering (no id written in the plugin). */
export function useCurrentToolOptions<T>(defaults: T, schema?: ZodMiniType<T>) {
  return useToolOptions(useTool().id, defaults, schema);
}

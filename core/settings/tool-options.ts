import { useCallback, useEffect, useState } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { useTool } from '../plugin/tool-context';
import { OptionsVisit } from './options-visit';
import { safeStorage } from './storage';
import { registerVisit } from './visit-registry';

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
 * Options from a settings link (the address's query) show for this visit and are remembered only
 * once kept, or by `forRun()`, which a screen calls as it starts a file.
 */
export function useToolOptions<T>(toolId: string, defaults: T, schema?: ZodMiniType<T>) {
  const [visit] = useState(
    () =>
      new OptionsVisit(
        schema,
        { load: () => loadToolOptions(toolId, defaults, schema), save: (value) => safeStorage.set(keyFor(toolId), JSON.stringify(value)) },
        window.location.search,
      ),
  );
  const [options, setOptionsState] = useState<T>(visit.current);
  useEffect(() => visit.attach(setOptionsState), [visit]);
  useEffect(() => registerVisit(toolId, visit as OptionsVisit<unknown>), [toolId, visit]);
  const setOptions = useCallback(
    (next: T) => {
      visit.change(next);
      setOptionsState(next);
    },
    [visit],
  );
  const reset = useCallback(() => setOptions(defaults), [defaults, setOptions]);
  const current = useCallback(() => visit.current, [visit]);
  const forRun = useCallback(() => visit.keep(), [visit]);
  return { options, setOptions, reset, current, forRun };
}

/** `useToolOptions` for the tool whose screen is rendering (no id written in the plugin). */
export function useCurrentToolOptions<T>(defaults: T, schema?: ZodMiniType<T>) {
  return useToolOptions(useTool().id, defaults, schema);
}

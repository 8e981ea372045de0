import { useCallback, useEffect, useState } from 'react';
import { z, type ZodMiniType } from 'zod/mini';
import { useTool } from '../plugin/tool-context';
import { optionsKey } from './options-key';
import { OptionsVisit } from './options-visit';
import { safeStorage } from './storage';
import { validOptions } from './valid-options';
import { registerVisit } from './visit-registry';

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
 * Options from a settings link (the address's query) show for this visit and are remembered only
 * once kept, or by `forRun()`, which a screen calls as it starts a file.
 */
export function useToolOptions<T>(toolId: string, defaults: T, schema: ZodMiniType<T>) {
  const [visit] = useState(
    () =>
      new OptionsVisit(
        schema,
        { load: () => loadToolOptions(toolId, defaults, schema), save: (value) => safeStorage.set(optionsKey(toolId), JSON.stringify(value)) },
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
export function useCurrentToolOptions<T>(defaults: T, schema: ZodMiniType<T>) {
  return useToolOptions(useTool().id, defaults, schema);
}

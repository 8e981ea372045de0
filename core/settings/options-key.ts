import { safeStorage } from './storage';

/** Where a tool's options are remembered. Light on purpose: the shell's error screen imports it. */
export const optionsKey = (toolId: string) => `localbox-options:${toolId}`;

/** Forgets a tool's saved options (the screen's "Reset this tool's settings"). */
export function forgetToolOptions(toolId: string): void {
  safeStorage.remove(optionsKey(toolId));
}

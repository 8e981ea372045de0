import { createContext, useContext } from 'react';
import type { ToolManifest } from './schema';

export const ToolContext = createContext<ToolManifest | null>(null);

/** The manifest of the tool whose screen is rendering. */
export function useTool(): ToolManifest {
  const tool = useContext(ToolContext);
  if (!tool) throw new Error('useTool() outside a tool screen');
  return tool;
}

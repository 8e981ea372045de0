import { useTranslation } from 'react-i18next';
import { useTool } from '../plugin/tool-context';

export { ToolContext, useTool } from '../plugin/tool-context';

/** `useTranslation` for the current tool's namespace (then the shell's), without writing the tool's id. */
export function useToolTranslation() {
  const tool = useTool();
  return useTranslation([tool.id, 'common']);
}

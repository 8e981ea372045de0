import { Suspense, lazy, useEffect } from 'react';
import type { ToolManifest } from '../../plugin/schema';
import { openedTool, useChainInto } from '../chain';
import { isStepTool } from '../step-options';

// Loaded only when the visitor came here by "Continue with…" from another step tool.
const SaveRecipeButton = lazy(() => import('./SaveRecipeButton'));

/** "Save as recipe" on a tool page reached through "Continue with…". */
export function SaveRecipeSlot({ tool }: { tool: ToolManifest }) {
  const steps = useChainInto(tool.id);
  useEffect(() => openedTool(tool.id), [tool.id]);
  if (!steps.length || !isStepTool(tool)) return null;
  return (
    <Suspense fallback={null}>
      <SaveRecipeButton tool={tool} before={steps} />
    </Suspense>
  );
}

import { Suspense, lazy, useEffect } from 'react';
import type { ToolManifest } from '../../plugin/schema';
import { leftTool, openedTool, useChainInto } from '../chain';
import { isStepTool } from '../step-options';

// Loaded only when the files came here by "Continue with…" from another step tool.
const SaveRecipeButton = lazy(() => import('./SaveRecipeButton'));

/** "Save as recipe" above a batch's results, when its files came through "Continue with…" (a chain meant for another tool ends here, and this one when the results leave the screen). */
export function SaveRecipeSlot({ tool }: { tool: ToolManifest }) {
  const steps = useChainInto(tool.id);
  useEffect(() => {
    openedTool(tool.id);
    return () => leftTool(tool.id);
  }, [tool.id]);
  if (!steps.length || !isStepTool(tool)) return null;
  return (
    <Suspense fallback={null}>
      <SaveRecipeButton tool={tool} before={steps} />
    </Suspense>
  );
}

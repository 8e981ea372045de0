import { startTransition, useEffect, useState } from 'react';

/** Which stages of the first screen have been shown; every later screen renders whole at once. */
const shown = [true, false, false];

/**
 * False during the app's first frame, true from stage `stage` on: stage 1 a frame after the first,
 * stage 2 a frame after that. What a stage guards is laid out in a task of its own. The first layout
 * of the whole home is the longest task of a first load on a busy machine: most of it waits on the
 * browser process, one round trip per font lookup (a weight, a family missing from the font list, a
 * character the font lacks), so each stage takes a share of the lookups.
 */
export function useFirstScreenStage(stage: 1 | 2): boolean {
  const [reached, setReached] = useState(shown[stage]);
  useEffect(() => {
    if (reached) return;
    let frame = 0;
    let timer = 0;
    let framesLeft = stage;
    // A timeout from a frame callback runs once that frame is painted, not before it.
    const afterNextFrame = () => {
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          if (--framesLeft > 0) return afterNextFrame();
          shown[stage] = true;
          startTransition(() => setReached(true));
        }, 0);
      });
    };
    afterNextFrame();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [reached, stage]);
  return reached;
}

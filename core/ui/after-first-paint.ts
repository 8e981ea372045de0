import { startTransition, useEffect, useState } from 'react';

/**
 * False until the screen's first render has been painted, then true, set in a transition: what it
 * gates renders in tasks of its own (a transition's render yields to the browser every few ms), so
 * a screen's first commit holds only the parts above it and no single task lays out the whole screen.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // A timeout from a frame callback runs once that frame is painted, not before it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

import type { Segment } from './compare';
import classes from './diff.module.css';

/** A line's text with its changed words marked. */
export function Segments({ segments, side }: { segments: Segment[]; side: 'added' | 'removed' }) {
  const changedClass = side === 'added' ? classes.addedWord : classes.removedWord;
  return segments.map((segment, i) =>
    segment.changed ? (
      <span key={i} className={changedClass}>
        {segment.text}
      </span>
    ) : (
      segment.text
    ),
  );
}

import classes from './diff.module.css';
import type { Piece } from './packed';

const pieceClass = { equal: '', added: classes.addedWord, removed: classes.removedWord } as const;

/** A line's text with its changed words marked; `struck` crosses out removals (stream views). */
export function Segments({ pieces, struck = false }: { pieces: Piece[]; struck?: boolean }) {
  return pieces.map((piece, i) =>
    piece.kind === 'equal' ? (
      piece.text
    ) : (
      <span key={i} className={struck && piece.kind === 'removed' ? `${pieceClass.removed} ${classes.struck}` : pieceClass[piece.kind]} data-kind={piece.kind}>
        {piece.text}
      </span>
    ),
  );
}

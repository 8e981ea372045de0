import type { Comparison, DiffSummary, LineRow, Part, PartKind, Segment } from './compare';

/**
 * The comparison packed for the trip from the worker to the page: a few typed arrays and one string
 * per side instead of hundreds of thousands of small objects, so that receiving two 1 MB texts'
 * result costs the page a copy, not a long structured-clone pass. The page unpacks only the rows
 * it shows.
 */
export const PIECE_KINDS: readonly PartKind[] = ['equal', 'added', 'removed'];
export const ROW_KINDS: readonly LineRow['kind'][] = ['equal', 'changed', 'added', 'removed'];

/** Lines of styled text: line i is pieces lineStart[i]..lineStart[i+1]; piece k ends at pieceEnd[k] in `text`. */
export interface PackedLines {
  text: string;
  pieceEnd: Uint32Array;
  pieceKind: Uint8Array;
  lineStart: Uint32Array;
}

/** Side-by-side rows; row i's left cell is line i of `left` (empty when the row has no left side). */
export interface PackedRows {
  kinds: Uint8Array;
  /** 0 where the side is empty. */
  leftNo: Int32Array;
  rightNo: Int32Array;
  left: PackedLines;
  right: PackedLines;
}

/** A words/characters stream cut at line breaks: both sides together, and each side alone. */
export interface PackedStream {
  unified: PackedLines;
  left: PackedLines;
  right: PackedLines;
}

export type PackedComparison =
  | { mode: 'lines'; rows: PackedRows; summary: DiffSummary }
  | { mode: 'words' | 'chars'; stream: PackedStream; summary: DiffSummary };

export interface Piece {
  kind: PartKind;
  text: string;
}

class LinesBuilder {
  private readonly chunks: string[] = [];
  private readonly ends: number[] = [];
  private readonly kinds: number[] = [];
  private readonly starts: number[] = [0];
  private length = 0;

  piece(text: string, kind: PartKind) {
    if (!text) return;
    this.chunks.push(text);
    this.length += text.length;
    this.ends.push(this.length);
    this.kinds.push(PIECE_KINDS.indexOf(kind));
  }

  endLine() {
    this.starts.push(this.ends.length);
  }

  build(): PackedLines {
    return {
      text: this.chunks.join(''),
      pieceEnd: Uint32Array.from(this.ends),
      pieceKind: Uint8Array.from(this.kinds),
      lineStart: Uint32Array.from(this.starts),
    };
  }
}

export const lineCount = (lines: PackedLines) => lines.lineStart.length - 1;

/** The pieces of line `index`. */
export function lineAt(lines: PackedLines, index: number): Piece[] {
  const pieces: Piece[] = [];
  for (let k = lines.lineStart[index]; k < lines.lineStart[index + 1]; k++) {
    const start = k === 0 ? 0 : lines.pieceEnd[k - 1];
    pieces.push({ kind: PIECE_KINDS[lines.pieceKind[k]], text: lines.text.slice(start, lines.pieceEnd[k]) });
  }
  return pieces;
}

export function packRows(rows: LineRow[]): PackedRows {
  const kinds = new Uint8Array(rows.length);
  const leftNo = new Int32Array(rows.length);
  const rightNo = new Int32Array(rows.length);
  const left = new LinesBuilder();
  const right = new LinesBuilder();
  const addSide = (builder: LinesBuilder, segments: Segment[] | null, changedKind: PartKind) => {
    for (const segment of segments ?? []) builder.piece(segment.text, segment.changed ? changedKind : 'equal');
    builder.endLine();
  };
  rows.forEach((row, i) => {
    kinds[i] = ROW_KINDS.indexOf(row.kind);
    leftNo[i] = row.leftNo ?? 0;
    rightNo[i] = row.rightNo ?? 0;
    addSide(left, row.left, 'removed');
    addSide(right, row.right, 'added');
  });
  return { kinds, leftNo, rightNo, left: left.build(), right: right.build() };
}

/** Parts cut into lines at each line feed. */
function packStreamLines(parts: Part[]): PackedLines {
  const builder = new LinesBuilder();
  for (const part of parts) {
    const pieces = part.text.split('\n');
    pieces.forEach((piece, n) => {
      if (n > 0) builder.endLine();
      builder.piece(piece, part.kind);
    });
  }
  builder.endLine();
  return builder.build();
}

export function packStream(parts: Part[]): PackedStream {
  return {
    unified: packStreamLines(parts),
    left: packStreamLines(parts.filter((p) => p.kind !== 'added')),
    right: packStreamLines(parts.filter((p) => p.kind !== 'removed')),
  };
}

export function packComparison(comparison: Comparison): PackedComparison {
  return comparison.mode === 'lines'
    ? { mode: 'lines', rows: packRows(comparison.rows), summary: comparison.summary }
    : { mode: comparison.mode, stream: packStream(comparison.parts), summary: comparison.summary };
}

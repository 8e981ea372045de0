/** One character of a <text> as the browser placed it, in the text's user space. */
export interface PlacedChar {
  char: string;
  /** The text node it comes from. */
  node: Text;
  x: number;
  y: number;
  /** Degrees, clockwise. */
  rotate: number;
  /** Distance from its start to its end position: the glyph's advance with letter and word spacing. */
  advance: number;
}

/** Computed font of the element holding a run of characters. */
export interface RunFont {
  size: number;
  weight: number;
  italic: boolean;
  letterSpacing: number;
  wordSpacing: number;
}

export interface TextLayout {
  text: SVGTextElement;
  chars: PlacedChar[];
  fontOf: Map<Text, RunFont>;
}

/** The characters a <text> shows, each with its text node: white space collapsed as CSS does unless preserved. */
export function addressableChars(text: Element, preserve: boolean): { char: string; node: Text }[] {
  const nodes: Text[] = [];
  const walker = text.ownerDocument.createTreeWalker(text, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  const chars: { char: string; node: Text }[] = [];
  for (const node of nodes) {
    for (const char of node.data) {
      const space = /[\s]/.test(char);
      if (preserve) chars.push({ char: space ? ' ' : char, node });
      else if (!space) chars.push({ char, node });
      else if (chars.length && chars[chars.length - 1].char !== ' ') chars.push({ char: ' ', node });
    }
  }
  if (!preserve && chars[chars.length - 1]?.char === ' ') chars.pop();
  return chars;
}

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * Reads where the browser put each character of a live <text> (one in a rendered copy, see
 * live-copy.ts). Undefined when the text is not laid out (inside <defs>, a clip path…), runs
 * vertically, or its characters do not line up with the browser's (what this reader cannot follow).
 * `original` is the element the live one copies: the layout points at its text nodes.
 */
export function readTextLayout(live: SVGTextElement, original: SVGTextElement): TextLayout | undefined {
  const style = getComputedStyle(live);
  if (!/horizontal-tb|lr/.test(style.writingMode || 'horizontal-tb')) return undefined;
  const preserve = /pre/.test(style.whiteSpace) || style.getPropertyValue('white-space-collapse') === 'preserve';
  const liveChars = addressableChars(live, preserve);
  const chars = addressableChars(original, preserve);
  const units = chars.reduce((sum, { char }) => sum + char.length, 0);
  let count: number;
  try {
    count = live.getNumberOfChars();
  } catch {
    return undefined;
  }
  if (!count || count !== units || liveChars.length !== chars.length) return undefined;
  const fontOf = new Map<Text, RunFont>();
  const liveNodeOf = new Map(chars.map((entry, index) => [entry.node, liveChars[index].node]));
  for (const [node, liveNode] of liveNodeOf) {
    const owner = getComputedStyle(liveNode.parentElement!);
    fontOf.set(node, {
      size: px(owner.fontSize),
      weight: Number(owner.fontWeight) || 400,
      italic: /italic|oblique/.test(owner.fontStyle),
      letterSpacing: px(owner.letterSpacing),
      wordSpacing: px(owner.wordSpacing),
    });
  }
  const placed: PlacedChar[] = [];
  let unit = 0;
  try {
    for (const { char, node } of chars) {
      const start = live.getStartPositionOfChar(unit);
      const end = live.getEndPositionOfChar(unit + char.length - 1);
      placed.push({ char, node, x: start.x, y: start.y, rotate: live.getRotationOfChar(unit), advance: Math.hypot(end.x - start.x, end.y - start.y) });
      unit += char.length;
    }
  } catch {
    return undefined;
  }
  return { text: original, chars: placed, fontOf };
}

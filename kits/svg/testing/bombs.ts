/**
 * Hostile SVGs made in code for the unit and browser tests (never committed as files): entity bombs
 * that slip past a naive DOCTYPE reader, and `<use>` fan-out.
 */
const NS = 'xmlns="http://www.w3.org/2000/svg"';

/** `levels` groups, each drawing the one below `fanOut` times: fanOut^levels copies of a square. */
export function useFanOutSvg(levels: number, fanOut = 10): string {
  const groups = ['<rect id="l0" width="1" height="1" fill="#08f"/>'];
  for (let level = 1; level <= levels; level++) {
    const uses = Array.from({ length: fanOut }, (_, i) => `<use href="#l${level - 1}" x="${i}"/>`).join('');
    groups.push(`<g id="l${level}">${uses}</g>`);
  }
  return `<svg ${NS} width="40" height="40"><defs>${groups.join('')}</defs><use href="#l${levels}"/></svg>`;
}

/**
 * One entity of `valueBytes` referenced `references` times, hidden from a reader that ends the
 * internal subset at the first `]>`: an earlier entity's quoted value holds one.
 */
export function quotedBracketBomb(valueBytes = 100_000, references = 200): string {
  const subset = `<!ENTITY x "]>"><!ENTITY big "${'a'.repeat(valueBytes)}">`;
  return `<?xml version="1.0"?><!DOCTYPE svg [${subset}]><svg ${NS} width="40" height="40"><text y="20">${'&big;'.repeat(references)}</text></svg>`;
}

/** The same entity behind a DOCTYPE that grows past 1 MB first (a comment), for readers that stop there. */
export function longDoctypeBomb(valueBytes = 100_000, references = 200): string {
  const subset = `<!-- ${'p'.repeat(1_100_000)} --><!ENTITY big "${'a'.repeat(valueBytes)}">`;
  return `<!DOCTYPE svg [${subset}]><svg ${NS} width="40" height="40"><text y="20">${'&big;'.repeat(references)}</text></svg>`;
}

/** Ten levels of entities made of ten of the level below (the classic "billion laughs"). */
export function nestedEntityBomb(levels = 9): string {
  const lines = ['<!ENTITY l0 "lol">'];
  for (let i = 1; i <= levels; i++) lines.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?><!DOCTYPE svg [${lines.join('')}]><svg ${NS}><text>&l${levels};</text></svg>`;
}

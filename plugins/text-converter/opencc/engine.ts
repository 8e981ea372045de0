/** The longest key of a dictionary that starts at `offset`, with the text that replaces it. */
export interface Dictionary {
  matchPrefix(text: string, offset: number): { end: number; value: string } | null;
}

/**
 * A dictionary or a group of them, as in an OpenCC configuration. A group's `first` policy is
 * OpenCC's default ("short_circuit"): the first dictionary with any match wins, even a shorter one;
 * `longest` ("union") takes the longest match, the earlier dictionary on a tie.
 */
export type DictionarySpec<Name extends string = string> = Name | { policy: 'first' | 'longest'; dicts: DictionarySpec<Name>[] };

/** An OpenCC configuration (its JSON file) with dictionaries named by file, without extension. */
export interface OpenccConfig<Name extends string = string> {
  /** Applied to the whole text before segmentation (OpenCC 1.3.2 and later). */
  normalization?: DictionarySpec<Name>[];
  /** Maximum forward matching over this dictionary cuts the text into segments. */
  segmentation?: DictionarySpec<Name>;
  /** Applied to each segment in turn; no match crosses a segment's end. */
  chain: DictionarySpec<Name>[];
}

export type Converter = (text: string) => string;

export function dictionaryNames<Name extends string>(config: OpenccConfig<Name>): Name[] {
  const names = new Set<Name>();
  const visit = (spec: DictionarySpec<Name>) => (typeof spec === 'string' ? names.add(spec) : spec.dicts.forEach(visit));
  [...(config.normalization ?? []), ...(config.segmentation ? [config.segmentation] : []), ...config.chain].forEach(visit);
  return [...names];
}

function resolve<Name extends string>(spec: DictionarySpec<Name>, dictionary: (name: Name) => Dictionary): Dictionary {
  if (typeof spec === 'string') return dictionary(spec);
  const members = spec.dicts.map((member) => resolve(member, dictionary));
  const longest = spec.policy === 'longest';
  return {
    matchPrefix(text, offset) {
      let best: ReturnType<Dictionary['matchPrefix']> = null;
      for (const member of members) {
        const match = member.matchPrefix(text, offset);
        if (!match) continue;
        if (!longest) return match;
        if (!best || match.end > best.end) best = match;
      }
      return best;
    },
  };
}

const codePointLength = (text: string, offset: number) => ((text.codePointAt(offset) ?? 0) > 0xffff ? 2 : 1);

/** OpenCC's Conversion: at each position the dictionary's match replaces its key, else one character is kept. */
function convertSegment(dictionary: Dictionary, segment: string): string {
  let out = '';
  for (let i = 0; i < segment.length; ) {
    const match = dictionary.matchPrefix(segment, i);
    const end = match ? match.end : i + codePointLength(segment, i);
    out += match ? match.value : segment.slice(i, end);
    i = end;
  }
  return out;
}

/** OpenCC's MaxMatchSegmentation: each match is a segment, and each run of unmatched characters between them. */
function segmentText(dictionary: Dictionary, text: string): string[] {
  const segments: string[] = [];
  let unmatchedFrom = 0;
  for (let i = 0; i < text.length; ) {
    const match = dictionary.matchPrefix(text, i);
    if (!match) {
      i += codePointLength(text, i);
      continue;
    }
    if (unmatchedFrom < i) segments.push(text.slice(unmatchedFrom, i));
    segments.push(text.slice(i, match.end));
    i = unmatchedFrom = match.end;
  }
  if (unmatchedFrom < text.length) segments.push(text.slice(unmatchedFrom));
  return segments;
}

/** A converter that does what OpenCC's command-line tool does with `config`. */
export function openccConverter<Name extends string>(config: OpenccConfig<Name>, dictionary: (name: Name) => Dictionary): Converter {
  const normalization = (config.normalization ?? []).map((spec) => resolve(spec, dictionary));
  const segmentation = config.segmentation && resolve(config.segmentation, dictionary);
  const chain = config.chain.map((spec) => resolve(spec, dictionary));
  const convertChain = (segment: string) => chain.reduce((text, stage) => convertSegment(stage, text), segment);
  return (input) => {
    const text = normalization.reduce((current, stage) => convertSegment(stage, current), input);
    return (segmentation ? segmentText(segmentation, text) : [text]).map(convertChain).join('');
  };
}

import { gradientCoordinates, hrefChain, LINEAR_ATTRIBUTES, RADIAL_ATTRIBUTES } from '../../kits/svg/paint-servers';
import { parseColour, type Rgba } from './colour';
import { IDENTITY, parseTransform, type Matrix } from './matrix';
import type { SpreadMethod } from './shading-function';
import { declarationsOf, parseOpacity, type StyleRule } from './style';
import type { SvgNode } from './svg-tree';
import { hrefTargetIn } from '../../kits/svg/references';

/** A linear or radial gradient with its href chain resolved, lengths still as written. */
export interface GradientSpec {
  kind: 'linear' | 'radial';
  /** x1 y1 x2 y2 (linear) or cx cy r fx fy fr (radial), as numbers in gradient units. */
  coords: number[];
  objectBoundingBox: boolean;
  transform: Matrix;
  spread: SpreadMethod;
  stops: { offset: number; colour: Rgba }[];
}

const isGradient = (node: SvgNode | undefined) => node?.name === 'linearGradient' || node?.name === 'radialGradient';

function stopsOf(gradient: SvgNode, rules: StyleRule[], currentColour: Rgba): GradientSpec['stops'] {
  let last = 0;
  return gradient.children
    .filter((c) => c.name === 'stop')
    .map((stop) => {
      const d = declarationsOf(stop, rules);
      const raw = stop.attributes.offset ?? '0';
      const parsed = raw.trim().endsWith('%') ? parseFloat(raw) / 100 : parseFloat(raw);
      const offset = Math.max(last, Math.min(1, Math.max(0, Number.isFinite(parsed) ? parsed : 0)));
      last = offset;
      const value = d['stop-color'] ?? 'black';
      const colourValue = value.toLowerCase() === 'currentcolor' ? (d.color ? parseColour(d.color) : currentColour) : parseColour(value);
      const base = colourValue ?? { r: 0, g: 0, b: 0, a: 1 };
      return { offset, colour: { ...base, a: base.a * (parseOpacity(d['stop-opacity']) ?? 1) } };
    });
}

/**
 * The gradient `id` names, with attributes and stops taken from the gradients it links to (href)
 * where it has none of its own; undefined when `id` is not a gradient.
 */
export function resolveGradient(
  id: string,
  byId: Map<string, SvgNode>,
  rules: StyleRule[],
  viewport: { width: number; height: number },
  currentColour: Rgba,
): GradientSpec | undefined {
  const first = byId.get(id);
  if (!first || !isGradient(first)) return undefined;
  const chain = hrefChain(first, isGradient, (node) => byId.get(hrefTargetIn(node.attributes) ?? ''));
  const attribute = (name: string, sameKind = false) => chain.find((n) => n.attributes[name] !== undefined && (!sameKind || n.name === first.name))?.attributes[name];
  const kind = first.name === 'linearGradient' ? 'linear' : 'radial';
  const objectBoundingBox = attribute('gradientUnits') !== 'userSpaceOnUse';
  const withStops = chain.find((n) => n.children.some((c) => c.name === 'stop'));
  const byName = gradientCoordinates(kind === 'linear', (name) => attribute(name, true), objectBoundingBox, viewport);
  const coords = (kind === 'linear' ? LINEAR_ATTRIBUTES : RADIAL_ATTRIBUTES).map((name) => byName[name]);
  const spreadValue = attribute('spreadMethod');
  return {
    kind,
    coords,
    objectBoundingBox,
    transform: parseTransform(attribute('gradientTransform')) ?? IDENTITY,
    spread: spreadValue === 'reflect' || spreadValue === 'repeat' ? spreadValue : 'pad',
    stops: withStops ? stopsOf(withStops, rules, currentColour) : [],
  };
}

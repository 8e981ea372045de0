import { readSvgSize } from '../../kits/svg/svg-size';
import { DrawBudgetError, EpsNumberError, MAX_DRAWN_ELEMENTS, MAX_PS_NUMBER } from './eps-limits';
import { flattenOnWhite, type Paint, type Rgba } from './colour';
import { pathBounds, shapeToPathData, toCommands, zeroLengthSubpaths, type PathCommand } from './geometry';
import { PaintedBoxes, strokeBox, strokeHole } from './painted-boxes';
import { resolvePattern } from './pattern';
import { nestedViewport } from './nested-viewport';
import { REGION_ATTRIBUTE, type RegionRaster } from '../../kits/svg/mask-raster';
import { viewBoxMatrix } from '../../kits/svg/view-box';
import { regionImage } from './region-image';
import { MARKABLE, markerPlacement, markerVertices } from './markers';
import { clipRegion, elementBox, SHAPES, urlId, shiftOfUse, type ClipContext, type ClipOutline } from './clip-region';
import { resolveGradient } from './gradient';
import { IDENTITY, isIdentity, multiply, parseTransform, type Matrix } from './matrix';
import { gradientPaint, type GradientPaint } from './shading';
import { functionDictionary } from './shading-function';
import { computeStyle, declarationsOf, INITIAL_STYLE, lengthsOf, parseOpacity, parseStyleSheet, resolveCurrent, withContext, type StyleRule, type Style } from './style';
import { indexById, parseSvgTree, type SvgNode } from './svg-tree';
import { hrefTargetIn } from '../../kits/svg/references';

/** What an EPS cannot hold and was drawn differently or left out; listed on the row. */
export const APPROXIMATIONS = ['opacity', 'text', 'image', 'mask', 'filter', 'marker', 'clip', 'stylesheet', 'foreignObject'] as const;
export type Approximation = (typeof APPROXIMATIONS)[number];

export interface EpsResult {
  eps: string;
  /** The page (and bounding box) in PostScript points. */
  widthPt: number;
  heightPt: number;
  approximated: Approximation[];
  /**
   * Elements (their index among the root's descendants, in document order) whose see-through paint
   * lies over other paint, where blending on white is wrong: the processor draws them as pictures.
   */
  seeThroughOver: number[];
}

/** CSS pixels to PostScript points (96 px = 72 pt = 1 in). */
export const PT_PER_PX = 0.75;

const CONTAINERS = new Set(['g', 'a', 'switch']);
const LEFT_OUT: Partial<Record<string, Approximation>> = { text: 'text', image: 'image', foreignObject: 'foreignObject' };
const MAX_USE_DEPTH = 16;
/** What the UA style sheet gives overflow: hidden (with an inner <svg>). */
const HIDDEN_OVERFLOW = new Set(['marker', 'pattern', 'symbol', 'image']);
/** Patterns drawn inside patterns' content, at most. */
const MAX_PATTERN_DEPTH = 3;

/** A number for PostScript: at most 4 decimals, no exponent, no "-0"; EpsNumberError past ±10^15 or not finite. */
export function ps(n: number): string {
  if (!(Math.abs(n) < MAX_PS_NUMBER)) throw new EpsNumberError(n);
  const rounded = Math.round(n * 10000) / 10000;
  return Object.is(rounded, -0) || rounded === 0 ? '0' : String(rounded);
}

const psMatrix = (m: Matrix) => `[${m.map(ps).join(' ')}]`;
const psColour = (c: Rgba) => `${ps(c.r / 255)} ${ps(c.g / 255)} ${ps(c.b / 255)}`;
const psList = (values: number[]) => `[${values.map(ps).join(' ')}]`;

/** A paint for one shape: PostScript that sets a colour, or a shading to fill the current clip with. */
type ShapePaint = { kind: 'colour'; setColour: string } | { kind: 'shading'; shfill: string };

/** A shading dictionary and `shfill` in gradient space (level 3), from gradientPaint's data. */
export function shadingText(paint: Extract<GradientPaint, { kind: 'shading' }>): string {
  const dictionary = `<< /ShadingType ${paint.shadingType} /ColorSpace /DeviceRGB /Coords ${psList(paint.coords)} /Domain ${psList(paint.fn.domain)} /Extend [true true] /Function ${functionDictionary(paint.fn, ps)} >>`;
  return `${psMatrix(paint.matrix)} concat\n${dictionary} shfill`;
}
const CAPS = { butt: 0, round: 1, square: 2 } as const;
const JOINS = { miter: 0, round: 1, bevel: 2 } as const;

function pathText(commands: PathCommand[]): string {
  return commands
    .map((c) => {
      if (c.op === 'M') return `${ps(c.x)} ${ps(c.y)} m`;
      if (c.op === 'L') return `${ps(c.x)} ${ps(c.y)} l`;
      if (c.op === 'C') return `${ps(c.x1)} ${ps(c.y1)} ${ps(c.x2)} ${ps(c.y2)} ${ps(c.x)} ${ps(c.y)} c`;
      return 'h';
    })
    .join('\n');
}


class EpsBuilder {
  readonly lines: string[] = [];
  readonly approximated = new Set<Approximation>();
  private readonly byId: Map<string, SvgNode>;
  private readonly rules: StyleRule[];
  /** Elements drawn so far, each <use> copy and each clip shape applied counted again. */
  private drawn = 0;
  /** A shading or a masked region's picture was written: the EPS needs PostScript level 3. */
  usesShading = false;
  /** Patterns whose content is being written, innermost last. */
  private readonly activePatterns: string[] = [];
  /** Drawing a marker's content: its shapes get no markers. */
  private inMarker = false;
  private readonly parents = new Map<SvgNode, SvgNode>();
  /** Whether a <use> is part of a cycle of references, once known. */
  private readonly cycles = new Map<SvgNode, boolean>();
  private readonly usesInside = new Map<SvgNode, SvgNode[]>();
  /** The transformation from the current user space to the root's. */
  private ctm: Matrix = IDENTITY;
  private readonly painted = new PaintedBoxes();
  /** The outermost element with opacity below 1 being drawn, its opacity with its ancestors', and the painted boxes before it. */
  private opacityGroup?: { node: SvgNode; opacity: number; start: number };
  /** Elements of the document whose see-through paint lies over other paint (see EpsResult). */
  readonly seeThroughOver = new Set<SvgNode>();

  constructor(
    root: SvgNode,
    readonly viewport: { width: number; height: number },
    private readonly regions: RegionRaster[] = [],
  ) {
    this.byId = indexById(root);
    const link = (node: SvgNode) => node.children.forEach((child) => (this.parents.set(child, node), link(child)));
    link(root);
    this.clipContext.byId = this.byId;
    const sheets: string[] = [];
    const collect = (node: SvgNode) => {
      if (node.name === 'style') sheets.push(node.text);
      else node.children.forEach(collect);
    };
    collect(root);
    const sheet = parseStyleSheet(sheets.join('\n'));
    this.rules = sheet.rules;
    this.clipContext.rules = sheet.rules;
    if (sheet.skipped) this.approximated.add('stylesheet');
  }

  private countDrawn(): void {
    if (++this.drawn > MAX_DRAWN_ELEMENTS) throw new DrawBudgetError(MAX_DRAWN_ELEMENTS);
  }

  /** A fill or stroke paint for a shape: a colour (flattened on white) or a gradient's shading; undefined for none. */
  private shapePaint(paint: Paint, style: Style, alpha: number, commands: PathCommand[]): ShapePaint | undefined {
    const resolved = resolveCurrent(paint, style);
    if (resolved.kind === 'colour') return this.colourPaint(resolved.colour, alpha);
    if (resolved.kind !== 'url') return undefined;
    const target = this.byId.get(resolved.id);
    // Chromium has no paint server where display is none (on it or around it): as if missing.
    if (target && this.undisplayed(target)) return resolved.fallback ? this.shapePaint(resolved.fallback, style, alpha, commands) : undefined;
    const gradient = resolveGradient(resolved.id, this.byId, this.rules, this.viewport, style.color);
    if (gradient) {
      if (gradient.stops.some((s) => s.colour.a * alpha < 1)) this.approximated.add('opacity');
      const painted = gradientPaint(gradient, commands, alpha);
      // A bounding-box gradient on a shape with no area paints the fallback (as in Chromium).
      const box = pathBounds(commands);
      const flat = gradient.objectBoundingBox && box !== undefined && (box.width <= 0 || box.height <= 0);
      if (painted.kind === 'none') return flat && resolved.fallback ? this.shapePaint(resolved.fallback, style, alpha, commands) : undefined;
      if (painted.kind === 'solid') return { kind: 'colour', setColour: `${painted.colour.map(ps).join(' ')} rg` };
      this.usesShading = true;
      return { kind: 'shading', shfill: shadingText(painted) };
    }
    if (target?.name === 'pattern') {
      const pattern = this.patternPaint(resolved.id, commands, alpha);
      if (pattern && alpha < 1) this.approximated.add('opacity');
      if (pattern) return { kind: 'colour', setColour: pattern };
      // Chromium paints the fallback where the pattern needs a box the shape has not.
      const box = pathBounds(commands);
      if (!box || box.width <= 0 || box.height <= 0) return resolved.fallback ? this.shapePaint(resolved.fallback, style, alpha, commands) : undefined;
      return undefined;
    }
    return resolved.fallback ? this.shapePaint(resolved.fallback, style, alpha, commands) : undefined;
  }

  /** `setpattern` for a PostScript tiling pattern (PaintType 1) drawing the pattern's content at `alpha`; undefined when it draws nothing. */
  private patternPaint(id: string, commands: PathCommand[], alpha: number): string | undefined {
    // A pattern used inside its own content is not drawn again (as in Chromium).
    if (this.activePatterns.includes(id) || this.activePatterns.length >= MAX_PATTERN_DEPTH) return undefined;
    const tile = resolvePattern(id, this.byId, pathBounds(commands), this.viewport);
    if (!tile) return undefined;
    const start = this.lines.length;
    this.activePatterns.push(id);
    try {
      if (!isIdentity(tile.content)) this.lines.push(`${psMatrix(tile.content)} concat`);
      const style = computeStyle(INITIAL_STYLE, declarationsOf(tile.node, this.rules));
      for (const child of tile.children) this.walk(child, style, alpha, 0);
    } finally {
      this.activePatterns.pop();
    }
    const content = this.lines.splice(start).join('\n');
    const [w, h] = [ps(tile.width), ps(tile.height)];
    return `<< /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 ${w} ${h}] /XStep ${w} /YStep ${h}\n/PaintProc { pop\n${content}\n} >> ${psMatrix(tile.matrix)} makepattern setpattern`;
  }

  private colourPaint(colour: Rgba, alpha: number): ShapePaint | undefined {
    const a = colour.a * alpha;
    if (a <= 0) return undefined;
    if (a < 1) this.approximated.add('opacity');
    return { kind: 'colour', setColour: `${psColour(flattenOnWhite(colour, alpha))} rg` };
  }

  private readonly clipContext: ClipContext = {
    byId: new Map(),
    rules: [],
    count: () => this.countDrawn(),
    approximate: (what) => this.approximated.add(what),
  };

  /** The outlines of one clip piece, intersected by PostScript's clip. */
  private clipText(piece: ClipOutline[]): string {
    return piece.map((outline) => `newpath\n${pathText(outline.commands)}\n${outline.evenOdd ? 'eoclip' : 'clip'}`).join('\n') + ' newpath';
  }

  walk(node: SvgNode, parent: Style, opacity: number, useDepth = 0): void {
    this.countDrawn();
    const d = declarationsOf(node, this.rules);
    if (d.display === 'none' || node.omitted) return;
    let style = computeStyle(parent, d);
    const ownOpacity = opacity * (parseOpacity(d.opacity) ?? 1);
    if (d.mask && d.mask !== 'none') this.approximated.add('mask');
    if (d.filter && d.filter !== 'none') this.approximated.add('filter');
    const region = node.name === 'image' ? this.regions[Number(node.attributes[REGION_ATTRIBUTE] ?? NaN)] : undefined;
    const left = region ? undefined : LEFT_OUT[node.name];
    if (left) {
      this.approximated.add(left);
      return;
    }
    const drawable = SHAPES.has(node.name) || CONTAINERS.has(node.name) || node.name === 'use' || node.name === 'svg' || region;
    if (!drawable) return;

    const transform = parseTransform(node.attributes.transform) ?? IDENTITY;
    let inner = IDENTITY;
    if (node.name === 'use') inner = multiply(inner, shiftOfUse(node, lengthsOf(style)));
    let viewportClip: string | undefined;
    if (node.name === 'svg') {
      const nested = nestedViewport(node, style);
      if (!nested) return;
      inner = multiply(inner, nested.matrix);
      style = { ...style, viewport: nested.viewport };
      if (nested.clip) viewportClip = nested.clip.map(ps).join(' ') + ' rectclip';
    }
    const clipId = urlId(d['clip-path']);
    const clip = clipId ? clipRegion(clipId, elementBox(node, this.byId, lengthsOf(style)), IDENTITY, style, this.clipContext) : undefined;
    if (clipId && !this.byId.has(clipId)) this.approximated.add('clip');
    // A clip path with nothing in it hides the element.
    if (clip?.length === 0) return;
    const scoped = !isIdentity(transform) || !isIdentity(inner) || Boolean(clip) || Boolean(viewportClip);
    if (scoped) this.lines.push('gsave');
    if (!isIdentity(transform)) this.lines.push(`${psMatrix(transform)} concat`);
    if (viewportClip) this.lines.push(viewportClip);
    const start = this.lines.length;
    const drawnBefore = this.drawn;
    if (!isIdentity(inner)) this.lines.push(`${psMatrix(inner)} concat`);
    const [outerCtm, outerGroup] = [this.ctm, this.opacityGroup];
    this.ctm = multiply(multiply(this.ctm, transform), inner);
    // (The root is no element a picture can take the place of.)
    if (ownOpacity < opacity && !outerGroup && this.inDocument(useDepth) && this.parents.has(node)) this.opacityGroup = { node, opacity: ownOpacity, start: this.painted.count };

    if (region) {
      this.usesShading = true;
      this.lines.push(regionImage(region, ps));
      if (!this.activePatterns.length) this.painted.add(region, this.ctm);
    } else if (SHAPES.has(node.name)) this.drawShape(node, style, ownOpacity, useDepth);
    else if (node.name === 'use') this.walkUse(node, style, ownOpacity, useDepth);
    else for (const child of node.children) this.walk(child, style, ownOpacity, useDepth);

    if (clip) {
      const content = this.lines.splice(start);
      const drawnInside = this.drawn - drawnBefore;
      clip.forEach((piece, index) => {
        if (index > 0) for (let i = 0; i < drawnInside; i++) this.countDrawn();
        this.lines.push(...(clip.length > 1 ? ['gsave'] : []), this.clipText(piece), ...content, ...(clip.length > 1 ? ['grestore'] : []));
      });
    }
    if (scoped) this.lines.push('grestore');
    [this.ctm, this.opacityGroup] = [outerCtm, outerGroup];
  }

  /** An element's computed overflow: `inherit` takes its parent's; undeclared, hidden on what the UA style sheet hides (an inner <svg>, a marker…). */
  private overflowOf(node: SvgNode): string {
    const declared = declarationsOf(node, this.rules).overflow;
    const parent = this.parents.get(node);
    if (declared === 'inherit') return parent ? this.overflowOf(parent) : 'visible';
    return declared ?? ((node.name === 'svg' && parent) || HIDDEN_OVERFLOW.has(node.name) ? 'hidden' : 'visible');
  }

  /** Whether an element or one of its ancestors has display none. */
  private undisplayed(node: SvgNode | undefined): boolean {
    return node !== undefined && (declarationsOf(node, this.rules).display === 'none' || this.undisplayed(this.parents.get(node)));
  }

  /** Whether what is being drawn is an element of the document itself (not a <use> copy, a marker's or a pattern's content). */
  private inDocument(useDepth: number): boolean {
    return useDepth === 0 && !this.inMarker && !this.activePatterns.length;
  }

  /** The lowest alpha a paint has by itself (a colour's, a gradient's stops'); 1 for a pattern. */
  private paintAlpha(paint: Paint, style: Style): number {
    const resolved = resolveCurrent(paint, style);
    if (resolved.kind === 'colour') return resolved.colour.a;
    if (resolved.kind !== 'url') return 1;
    const gradient = resolveGradient(resolved.id, this.byId, this.rules, this.viewport, style.color);
    if (gradient) return Math.min(1, ...gradient.stops.map((s) => s.colour.a));
    if (this.byId.get(resolved.id)?.name === 'pattern') return 1;
    return resolved.fallback ? this.paintAlpha(resolved.fallback, style) : 1;
  }

  /**
   * Records a fill or stroke just painted; when it is see-through over earlier paint (before the
   * opacity group it is in, or inside the group when it is see-through by itself), its element (or
   * that group) is noted in seeThroughOver.
   */
  private notePainted(node: SvgNode, layer: 'fill' | 'stroke', commands: PathCommand[], style: Style, opacity: number, useDepth: number): void {
    const geometry = pathBounds(commands);
    if (!geometry || this.activePatterns.length) return;
    const box = layer === 'stroke' ? strokeBox(geometry, style) : geometry;
    // A rectangle's stroke is a frame: what lies wholly inside it is not below the stroke.
    const hole = layer === 'stroke' && node.name === 'rect' && !node.attributes.rx && !node.attributes.ry ? strokeHole(geometry, style.strokeWidth) : undefined;
    const alpha = layer === 'fill' ? this.paintAlpha(style.fill, style) * style.fillOpacity : this.paintAlpha(style.stroke, style) * style.strokeOpacity;
    const group = this.opacityGroup;
    const start = group?.start ?? this.painted.count;
    const overBefore = alpha * opacity < 1 && this.painted.overlaps(box, this.ctm, 0, start, hole);
    const overInGroup = group !== undefined && (alpha * opacity) / group.opacity < 1 && this.painted.overlaps(box, this.ctm, start, undefined, hole);
    // A marker's content is no element of its own to picture (its shape would be, markers and all:
    // a whole path made a picture for its markers' tips), so it stays blended on white.
    const target = group?.node ?? (this.inDocument(useDepth) ? node : undefined);
    if ((overBefore || overInGroup) && target) this.seeThroughOver.add(target);
    this.painted.add(box, this.ctm);
  }

  private walkUse(node: SvgNode, style: Style, opacity: number, useDepth: number): void {
    const ref = this.byId.get(hrefTargetIn(node.attributes) ?? '');
    if (!ref || useDepth >= MAX_USE_DEPTH) return;
    if (this.cyclic(node)) return;
    // The <use>'s fill and stroke are what context-fill and context-stroke paint inside.
    const inside = withContext(style, style);
    if (ref.name !== 'symbol') return this.walk(ref, inside, opacity, useDepth + 1);
    // A symbol is drawn like a nested <svg> sized by the <use>.
    const { width = ref.attributes.width, height = ref.attributes.height } = node.attributes;
    const attributes: Record<string, string> = { ...ref.attributes, transform: '' };
    for (const [name, value] of Object.entries({ width, height })) if (value !== undefined) attributes[name] = value;
    this.walk({ ...ref, name: 'svg', attributes }, inside, opacity, useDepth + 1);
  }

  /** The <use> elements in an element, itself included (kept: asked again for each <use>). */
  private usesIn(node: SvgNode): SvgNode[] {
    let uses = this.usesInside.get(node);
    if (!uses) this.usesInside.set(node, (uses = [...(node.name === 'use' ? [node] : []), ...node.children.flatMap((child) => this.usesIn(child))]));
    return uses;
  }

  /** Whether following a <use>'s reference (and the <use>s in it, on and on) comes back to it: Chromium then draws nothing. */
  private cyclic(use: SvgNode): boolean {
    const known = this.cycles.get(use);
    if (known !== undefined) return known;
    const seen = new Set<SvgNode>();
    const leadsBack = (from: SvgNode): boolean => {
      if (seen.has(from)) return false;
      seen.add(from);
      const ref = this.byId.get(hrefTargetIn(from.attributes) ?? '');
      return ref !== undefined && this.usesIn(ref).some((inner) => inner === use || leadsBack(inner));
    };
    const cyclic = leadsBack(use);
    this.cycles.set(use, cyclic);
    return cyclic;
  }

  private drawShape(node: SvgNode, style: Style, opacity: number, useDepth: number): void {
    const commands = toCommands(shapeToPathData(node.name, node.attributes, lengthsOf(style)));
    if (commands.length === 0) return;
    const painted = style.visible ? this.paintLayers(node, commands, style, opacity) : {};
    const layers = style.paintOrder.filter((layer) => layer === 'markers' || painted[layer]);
    if (!layers.length) return;
    this.lines.push('newpath', pathText(commands));
    // Each layer in gsave … grestore keeps the current path for the next one.
    for (const layer of layers) {
      this.lines.push('gsave');
      if (layer === 'markers') this.drawMarkers(node, commands, style, opacity, useDepth);
      else {
        this.lines.push(painted[layer]!);
        this.notePainted(node, layer, commands, style, opacity, useDepth);
      }
      this.lines.push('grestore');
    }
  }

  /** PostScript for the fill and the stroke of the current path; absent when not painted. */
  private paintLayers(node: SvgNode, commands: PathCommand[], style: Style, opacity: number): { fill?: string; stroke?: string } {
    const fill = node.name === 'line' ? undefined : this.shapePaint(style.fill, style, style.fillOpacity * opacity, commands);
    const stroke = style.strokeWidth > 0 ? this.shapePaint(style.stroke, style, style.strokeOpacity * opacity, commands) : undefined;
    const even = style.fillRule === 'evenodd';
    const dash = style.dashArray.length ? `[${style.dashArray.map(ps).join(' ')}] ${ps(style.dashOffset)}` : '[] 0';
    const strokeStyle = `${ps(style.strokeWidth)} setlinewidth ${CAPS[style.lineCap]} setlinecap ${JOINS[style.lineJoin]} setlinejoin ${ps(style.miterLimit)} setmiterlimit ${dash} setdash`;
    // PostScript strokes no square cap where a subpath has no direction; Chromium draws one facing along x.
    const half = style.strokeWidth / 2;
    const squares = style.lineCap === 'square' ? zeroLengthSubpaths(commands).map(([x, y]) => `\n${ps(x - half)} ${ps(y - half)} ${ps(2 * half)} ${ps(2 * half)} rectfill`).join('') : '';
    return {
      fill: fill && (fill.kind === 'shading' ? `${even ? 'eoclip' : 'clip'} newpath\n${fill.shfill}` : `${fill.setColour} ${even ? 'eofill' : 'fill'}`),
      stroke: stroke && (stroke.kind === 'shading' ? `${strokeStyle} strokepath clip newpath\n${stroke.shfill}` : `${strokeStyle} ${stroke.setColour} stroke${squares}`),
    };
  }

  /** The markers of a path, line, polyline or polygon (a marker's own shapes get none: no recursion). */
  private drawMarkers(node: SvgNode, commands: PathCommand[], style: Style, opacity: number, useDepth: number): void {
    if (!MARKABLE.has(node.name) || this.inMarker) return;
    const vertices = markerVertices(commands);
    this.inMarker = true;
    try {
      for (const vertex of vertices) {
        const id = vertex.kind === 'start' ? style.markerStart : vertex.kind === 'mid' ? style.markerMid : style.markerEnd;
        const marker = id ? this.byId.get(id) : undefined;
        if (marker?.name !== 'marker') continue;
        const declarations = declarationsOf(marker, this.rules);
        const overflow = this.overflowOf(marker);
        const placement = markerPlacement(marker.attributes, vertex, style.strokeWidth, overflow === 'visible' || overflow === 'auto', style.viewport);
        if (!placement) continue;
        this.lines.push('gsave', `${psMatrix(placement.viewport)} concat`);
        if (placement.clip) this.lines.push(`${ps(placement.clip.x)} ${ps(placement.clip.y)} ${ps(placement.clip.width)} ${ps(placement.clip.height)} rectclip`);
        if (!isIdentity(placement.fit)) this.lines.push(`${psMatrix(placement.fit)} concat`);
        const markerStyle = withContext(computeStyle(INITIAL_STYLE, declarations), style);
        const outerCtm = this.ctm;
        this.ctm = multiply(multiply(this.ctm, placement.viewport), placement.fit);
        for (const child of marker.children) this.walk(child, markerStyle, opacity, useDepth + 1);
        this.ctm = outerCtm;
        this.lines.push('grestore');
      }
    } finally {
      this.inMarker = false;
    }
  }
}

/** An element's descendants in document order (as `querySelectorAll('*')` lists them). */
const descendants = (node: SvgNode): SvgNode[] => node.children.flatMap((child) => [child, ...descendants(child)]);

/** A title safe for a DSC comment line (printable ASCII only). */
function dscText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);
}

/** Writes an EPS (level 2, or 3 when gradients need shadings; vector) from a parsed SVG drawn at widthPx × heightPx. */
export function svgTreeToEps(
  root: SvgNode,
  size: { width: number; height: number; viewBox?: { minX: number; minY: number; width: number; height: number } },
  title = 'drawing',
  regions: RegionRaster[] = [],
): EpsResult {
  const widthPt = size.width * PT_PER_PX;
  const heightPt = size.height * PT_PER_PX;
  const builder = new EpsBuilder(root, { width: size.viewBox?.width ?? size.width, height: size.viewBox?.height ?? size.height }, regions);
  // PostScript's origin is bottom-left with y up; SVG's is top-left with y down.
  let page: Matrix = [PT_PER_PX, 0, 0, -PT_PER_PX, 0, heightPt];
  if (size.viewBox) page = multiply(page, viewBoxMatrix(size.viewBox, size.width, size.height, root.attributes.preserveAspectRatio));
  // The root's own size and viewBox made the page matrix; the rest (style, clip-path, transform) applies as on a group.
  // (Chromium draws an SVG picture even with display=none or failing conditions on its root.)
  const { x: _x, y: _y, width: _width, height: _height, viewBox: _viewBox, display: _display, systemLanguage: _language, requiredExtensions: _extensions, ...rootAttributes } = root.attributes;
  builder.walk({ ...root, name: 'g', attributes: rootAttributes }, { ...INITIAL_STYLE, viewport: builder.viewport }, 1);
  const approximated = APPROXIMATIONS.filter((a) => builder.approximated.has(a));
  const seeThroughOver = descendants(root).flatMap((node, index) => (builder.seeThroughOver.has(node) ? [index] : []));
  const eps = [
    '%!PS-Adobe-3.0 EPSF-3.0',
    '%%Creator: Localbox SVG to EPS',
    `%%Title: ${dscText(title)}`,
    `%%BoundingBox: 0 0 ${Math.ceil(widthPt - 1e-6)} ${Math.ceil(heightPt - 1e-6)}`,
    `%%HiResBoundingBox: 0 0 ${ps(widthPt)} ${ps(heightPt)}`,
    `%%LanguageLevel: ${builder.usesShading ? 3 : 2}`,
    '%%DocumentData: Clean7Bit',
    '%%Pages: 1',
    ...(approximated.length ? [`% Approximated: ${approximated.join(', ')}`] : []),
    '%%EndComments',
    '%%BeginProlog',
    '/LocalboxDict 8 dict def LocalboxDict begin',
    '/m /moveto load def /l /lineto load def /c /curveto load def /h /closepath load def /rg /setrgbcolor load def',
    'end',
    '%%EndProlog',
    '%%Page: 1 1',
    'LocalboxDict begin',
    'save',
    `0 0 ${ps(widthPt)} ${ps(heightPt)} rectclip`,
    `${psMatrix(page)} concat`,
    ...builder.lines,
    'restore',
    'end',
    'showpage',
    '%%EOF',
    '',
  ].join('\n');
  return { eps, widthPt, heightPt, approximated, seeThroughOver };
}

/** SVG text to EPS; throws SvgParseError on XML that does not parse or is not SVG. */
export function svgToEps(text: string, title?: string, regions: RegionRaster[] = []): EpsResult {
  const tree = parseSvgTree(text);
  const size = readSvgSize(text) ?? { width: 300, height: 150, viewBox: undefined };
  return svgTreeToEps(tree, size, title, regions);
}

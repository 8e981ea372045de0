/**
 * The committed outcome table (tests/outcomes/table/<tool>.json) and its checks: a recomputed figure
 * against the table within tests/outcomes/tolerances.json, and the rules every output obeys whatever
 * the table says.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Figures } from './measure';
import type { OutcomeInput } from './inputs';

const TABLE_DIR = path.resolve('tests/outcomes/table');
/** `npm run outcomes:update` rewrites the table instead of checking against it. */
export const updating = process.env.OUTCOMES_UPDATE === '1';

interface Tolerances {
  relative: Record<string, number>;
  absolute: Record<string, number>;
  exact: string[];
}
const tolerances = JSON.parse(readFileSync(path.resolve('tests/outcomes/tolerances.json'), 'utf8')) as Tolerances;

export interface Variant {
  /** The options the tool ran with: "defaults" or what the case changed from them. */
  options: string | object;
  outputs: Record<string, Figures>;
}
interface ToolTable {
  tool: string;
  variants: Record<string, Variant>;
}

const tableFile = (tool: string) => path.join(TABLE_DIR, `${tool}.json`);

export function readVariant(tool: string, variant: string): Variant | undefined {
  if (!existsSync(tableFile(tool))) return undefined;
  return (JSON.parse(readFileSync(tableFile(tool), 'utf8')) as ToolTable).variants[variant];
}

/**
 * Writes one run's outputs into its variant of its tool's table, beside the other run's (the quick
 * and the full suite's inputs); the update runs on one worker: no two writers.
 */
export function writeVariant(tool: string, variant: string, value: Variant) {
  mkdirSync(TABLE_DIR, { recursive: true });
  const table: ToolTable = existsSync(tableFile(tool)) ? JSON.parse(readFileSync(tableFile(tool), 'utf8')) : { tool, variants: {} };
  table.variants[variant] = { options: value.options, outputs: { ...table.variants[variant]?.outputs, ...value.outputs } };
  table.variants = Object.fromEntries(Object.entries(table.variants).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(tableFile(tool), `${JSON.stringify(table, null, 2)}\n`);
}

const show = (value: unknown) => (value === undefined ? 'absent' : JSON.stringify(value));

/** Every figure that moved beyond its tolerance, each naming the tool, input, format and figure. */
export function differences(where: string, table: Figures | undefined, now: Figures | undefined): string[] {
  if (!table) return [`${where}: not in the table (npm run outcomes:update, then review the change)`];
  if (!now) return [`${where}: no output any more (the table has ${table.output})`];
  const out: string[] = [];
  for (const figure of new Set([...Object.keys(table), ...Object.keys(now)])) {
    const [was, is] = [table[figure as keyof Figures], now[figure as keyof Figures]];
    const relative = tolerances.relative[figure];
    const absolute = tolerances.absolute[figure];
    if (typeof was === 'number' && typeof is === 'number' && (relative !== undefined || absolute !== undefined)) {
      const allowed = relative !== undefined ? Math.abs(was) * relative : absolute;
      if (Math.abs(is - was) > allowed + 1e-9) out.push(`${where} · ${figure}: ${is} (table ${was}, tolerance ±${relative !== undefined ? `${relative * 100}%` : absolute})`);
    } else if (JSON.stringify(was) !== JSON.stringify(is)) {
      out.push(`${where} · ${figure}: ${show(is)} (table ${show(was)}, must be exact)`);
    }
  }
  return out;
}

/**
 * One run's outputs against the table (or, when updating, written into it): the problems, each
 * naming the tool, input, format and figure.
 */
export function settle(c: { tool: string; variant: string; changed?: object }, inputIds: string[], now: Variant): string[] {
  if (updating) {
    writeVariant(c.tool, c.variant, now);
    return [];
  }
  const table = readVariant(c.tool, c.variant);
  const problems = inputIds.flatMap((id) => differences(`${c.tool} · ${id} → ${c.variant}`, table?.outputs[id], now.outputs[id]));
  if (table && JSON.stringify(table.options) !== JSON.stringify(now.options)) problems.push(`${c.tool} → ${c.variant}: options ${JSON.stringify(now.options)} (table ${JSON.stringify(table.options)})`);
  return problems;
}

const LOSSY_TYPES = new Set(['JPEG', 'WEBP', 'AVIF']);

/**
 * The table's own rules: a lossy output at a tool's default quality is never larger than a lossy
 * input of similar quality at the same size (a photo that grows when "compressed" or converted to a
 * lossy format is a broken default, whatever the table says), and every output opens in the browser
 * and in the independent reader.
 */
export function ruleBreaks(where: string, input: OutcomeInput, inputSize: { width?: number; height?: number }, figures: Figures, opens: { browser: boolean | null; reader: string | null }): string[] {
  const out: string[] = [];
  const sameSize = figures.width === inputSize.width && figures.height === inputSize.height;
  if (input.lossy && LOSSY_TYPES.has(figures.type) && sameSize && (figures.bytesRatio ?? 0) > 1) {
    out.push(`${where} · bytesRatio: ${figures.bytesRatio}: a lossy ${figures.type} at default quality is larger than its lossy input`);
  }
  if (opens.browser === false) out.push(`${where}: the browser cannot open the output`);
  if (opens.reader) out.push(`${where}: the independent reader cannot read the output (${opens.reader})`);
  return out;
}

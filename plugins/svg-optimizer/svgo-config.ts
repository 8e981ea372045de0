import type { Config } from 'svgo/browser';
import { readSvgSize } from '../../kits/svg/svg-size';
import { PRESET_PLUGINS, type OptimizerOptions } from './options';
import { stripActiveContent } from './strip-active-content';

/**
 * Decimals that keep every rounding under a thousandth of the drawing's larger side: 2 for a
 * 16-unit icon, 1 for a 200-unit one, 0 from 1000 units. Rendered at its own size that is at most
 * half a pixel of drift on a 1000 px picture, and far less on an icon.
 */
export function autoPrecision(text: string): number {
  const size = readSvgSize(text);
  const side = size?.viewBox ? Math.max(size.viewBox.width, size.viewBox.height) : size && !size.fallback ? Math.max(size.width, size.height) : 0;
  if (!side) return 3; // svgo's default when nothing tells the scale
  return Math.min(5, Math.max(0, Math.ceil(3 - Math.log10(side))));
}

/**
 * svgo's config for the options: preset-default (its plugins switched one by one), removeViewBox
 * never used (svgo 4 left it out of the preset; a viewBox is what keeps an SVG scalable),
 * multipass, precision, and removeScripts (with every handler and href animation) when asked.
 */
export function svgoConfig(text: string, options: OptimizerOptions): Config {
  const overrides = Object.fromEntries(options.disabled.filter((name) => PRESET_PLUGINS.includes(name)).map((name) => [name, false as const]));
  const plugins: NonNullable<Config['plugins']> = [{ name: 'preset-default', params: { overrides } }];
  if (options.removeScripts) plugins.push('removeScripts', stripActiveContent);
  return {
    multipass: options.multipass,
    floatPrecision: options.autoPrecision ? autoPrecision(text) : options.precision,
    plugins,
    js2svg: options.pretty ? { pretty: true, indent: 2 } : undefined,
  };
}

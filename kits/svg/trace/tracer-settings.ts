import type { TracerOptions } from 'imagetracerjs';
import type { TraceOptions, TracePreset } from './options';

const BLACK_WHITE = [
  { r: 0, g: 0, b: 0, a: 255 },
  { r: 255, g: 255, b: 255, a: 255 },
];

/** Each preset's settings beyond the visible controls (imagetracerjs' own names). */
const PRESET_SETTINGS: Record<TracePreset, TracerOptions> = {
  recommended: { ltres: 1, qtres: 1, roundcoords: 1, viewbox: true, colorsampling: 2 },
  default: { ltres: 1, qtres: 1, roundcoords: 1, colorsampling: 2 },
  posterized: { ltres: 1, qtres: 1, roundcoords: 1, colorsampling: 2 },
  detailed: { ltres: 0.5, qtres: 0.5, roundcoords: 2, colorsampling: 2 },
  // colorsampling 0 with fewer than 8 colours makes imagetracerjs use an even grey ramp.
  grayscale: { colorsampling: 0, colorquantcycles: 1, roundcoords: 1 },
  blackWhite: { colorsampling: 0, colorquantcycles: 1, roundcoords: 1, pal: BLACK_WHITE },
};

/** The options passed to imagetracerjs for the visitor's choice. */
export function tracerSettings(options: TraceOptions): TracerOptions {
  const base = PRESET_SETTINGS[options.preset];
  const colours = options.preset === 'blackWhite' ? 2 : options.preset === 'grayscale' ? Math.min(7, options.colours) : options.colours;
  return {
    ...base,
    numberofcolors: colours,
    pathomit: options.pathOmit,
    blurradius: options.blur,
    blurdelta: 20,
    // Stroke-free fills: no hairline outlines around every shape, and smaller files.
    strokewidth: 0,
    viewbox: true,
    desc: false,
  };
}

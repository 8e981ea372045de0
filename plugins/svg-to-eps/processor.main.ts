import { splitName, withExtension } from '../../core/files/file-names';
import { ProcessingError } from '../../core/processing/errors';
import { defineProcessor, throwIfAborted } from '../../core/processing/processor';
import { outlineSvgText } from '../../kits/fonts/text-outlines';
import { rasteriseMasks } from '../../kits/svg/mask-raster';
import { readSvgSource, SVG_CONVERT_NS } from '../../kits/svg/source';
import { svgToEps } from './eps-writer';
import { rasteriseSeeThrough } from './see-through-pictures';
import { DrawBudgetError, EpsNumberError } from './eps-limits';

/**
 * SVG → EPS on the main thread (manifest `runsOn: 'main'`), where the browser's XML parser reads
 * the SVG (it takes milliseconds). The row says when something had to be approximated.
 */
export default defineProcessor<Record<string, never>>(async (input, _options, { progress, signal }) => {
  progress(0, 'reading');
  const source = await readSvgSource(input.file);
  throwIfAborted(signal);
  progress(0.2, 'encoding');
  let result: ReturnType<typeof svgToEps>;
  let masked = 0;
  let seeThrough = 0;
  try {
    // Text the browser lays out in Times New Roman's metrics becomes Tinos outlines. EPS has no soft
    // masks: each masked element becomes a 300 dpi picture of its region.
    const viewport = { width: source.size.viewBox?.width ?? source.size.width, height: source.size.viewBox?.height ?? source.size.height };
    const masks = await rasteriseMasks(await outlineSvgText(source.text, viewport), source.size);
    masked = masks.regions.length;
    const title = splitName(input.name).base;
    result = svgToEps(masks.text, title, masks.regions);
    // Nor transparency: see-through paint over other paint too (over white alone, blending on white is exact).
    if (result.seeThroughOver.length) {
      const pictures = await rasteriseSeeThrough(masks.text, source.size, result.seeThroughOver, masked);
      seeThrough = pictures.regions.length;
      if (seeThrough) result = svgToEps(pictures.text, title, [...masks.regions, ...pictures.regions]);
    }
  } catch (error) {
    if (error instanceof DrawBudgetError) throw new ProcessingError(`${SVG_CONVERT_NS}:errors.tooManyDrawn`, error.message, { limit: error.limit });
    if (error instanceof EpsNumberError) throw new ProcessingError(`${SVG_CONVERT_NS}:errors.numbersTooLarge`, error.message);
    throw new ProcessingError(`${SVG_CONVERT_NS}:errors.conversion`, error instanceof Error ? error.message : String(error));
  }
  const info = seeThrough ? { noteKey: 'notes.seeThroughAsPictures' } : masked ? { noteKey: 'notes.masksAsPictures' } : result.approximated.length ? { noteKey: 'notes.approximated' } : undefined;
  return [{ kind: 'file', name: withExtension(input.name, 'eps'), type: 'application/postscript', data: new TextEncoder().encode(result.eps).buffer, info }];
});

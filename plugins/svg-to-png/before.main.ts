import { beforeWorker } from '../../core/processing/main-steps';
import { drawSvgInput } from '../../kits/svg/raster-draw';
import type processor from './processor';

/** Workers cannot decode SVG: it is drawn on the page at the asked size, then encoded by the worker (processor.ts). */
export default beforeWorker<typeof processor>(drawSvgInput('png'));

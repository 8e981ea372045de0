import { beforeWorker } from '../../core/processing/main-steps';
import { isSvgInput, svgToPngInput } from '../../kits/svg/svg-input-step';
import type processor from './processor';

/** Workers cannot decode SVG: an SVG is drawn to PNG on the page at its own size, then goes to the worker like any picture. */
export default beforeWorker<typeof processor>(svgToPngInput, isSvgInput);

import { BatchTool } from '../../core/ui/BatchTool';
import { rasterizeSvg } from '../../kits/svg/rasterize-svg';
import { ResizeOptionsPanel } from './options';
import { DEFAULT_RESIZE_OPTIONS, resizeOptionsSchema } from './resize-options';
import { job } from './job';

export default function ImageResizeScreen() {
  return (
    <BatchTool
      job={job}
      defaults={DEFAULT_RESIZE_OPTIONS}
      schema={resizeOptionsSchema}
      Options={ResizeOptionsPanel}
      fallbackErrorKey="errors.resizing"
      // Workers cannot draw SVG: it is drawn to PNG on the page first, size-checked, one at a time.
      prepareFile={rasterizeSvg}
    />
  );
}

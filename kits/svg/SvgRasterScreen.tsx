import type { FileProcessor } from '../../core/processing/processor';
import type { ToolJob } from '../../core/processing/tool-job';
import { BatchTool, type OptionsProps } from '../../core/ui/BatchTool';
import { beforeAfterNamed } from '../../core/ui/compare/BeforeAfter';
import { RASTER_DEFAULTS, rasterOptionsSchema, type RasterFormat, type RasterOptions } from './raster-options';
import { RasterOptionsPanel } from './RasterOptionsPanel';
import { SVG_CONVERT_NS } from './source';
import { registerSvgConvertStrings } from './strings';

registerSvgConvertStrings();

const Compare = beforeAfterNamed(`${SVG_CONVERT_NS}:compare.after`);
const LABELS = { working: `${SVG_CONVERT_NS}:status.working`, done: `${SVG_CONVERT_NS}:status.done`, failed: `${SVG_CONVERT_NS}:status.failed` };
const PANELS: Record<RasterFormat, (props: OptionsProps<RasterOptions>) => React.JSX.Element> = {
  png: (props) => <RasterOptionsPanel {...props} format="png" />,
  jpeg: (props) => <RasterOptionsPanel {...props} format="jpeg" />,
};

/**
 * The screen of SVG to PNG and SVG to JPG. Each SVG is drawn at the asked size on the page (the
 * tool's before.main.ts: workers cannot draw SVG), then encoded in the worker pool (its processor.ts).
 */
export function SvgRasterScreen({ format, job }: { format: RasterFormat; job: ToolJob<FileProcessor<RasterOptions>> }) {
  return (
    <BatchTool
      job={job}
      defaults={RASTER_DEFAULTS[format]}
      schema={rasterOptionsSchema}
      Options={PANELS[format]}
      labels={LABELS}
      fallbackErrorKey={`${SVG_CONVERT_NS}:errors.conversion`}
      Compare={Compare}
    />
  );
}

import pLimit from 'p-limit';
import type { FileProcessor } from '../../core/processing/processor';
import type { ToolJob } from '../../core/processing/tool-job';
import { useCallback } from 'react';
import { loadToolOptions } from '../../core/settings/tool-options';
import { BatchTool, type OptionsProps } from '../../core/ui/BatchTool';
import { beforeAfterNamed } from '../../core/ui/compare/BeforeAfter';
import { withExtension } from '../../core/files/file-names';
import { useTool } from '../../core/ui/tool-context';
import { drawSvg } from './raster-draw';
import { RASTER_DEFAULTS, rasterOptionsSchema, type RasterFormat, type RasterOptions } from './raster-options';
import { RasterOptionsPanel } from './RasterOptionsPanel';
import { readSvgSource, SVG_CONVERT_NS } from './source';
import { registerSvgConvertStrings } from './strings';

registerSvgConvertStrings();

/** The main thread draws one SVG at a time: canvases are large and drawing blocks the page. */
const oneAtATime = pLimit(1);

const Compare = beforeAfterNamed(`${SVG_CONVERT_NS}:compare.after`);
const LABELS = { working: `${SVG_CONVERT_NS}:status.working`, done: `${SVG_CONVERT_NS}:status.done`, failed: `${SVG_CONVERT_NS}:status.failed` };
const PANELS: Record<RasterFormat, (props: OptionsProps<RasterOptions>) => React.JSX.Element> = {
  png: (props) => <RasterOptionsPanel {...props} format="png" />,
  jpeg: (props) => <RasterOptionsPanel {...props} format="jpeg" />,
};

/**
 * The screen of SVG to PNG and SVG to JPG: each SVG is drawn at the asked size on the main thread
 * (workers cannot draw SVG), then encoded in the worker pool by the tool's processor.
 */
export function SvgRasterScreen({ format, job }: { format: RasterFormat; job: ToolJob<FileProcessor<RasterOptions>> }) {
  const tool = useTool();
  // Options are read when each file starts, from where the options panel saves them.
  const prepareFile = useCallback(
    (file: File) =>
      oneAtATime(async () => {
        const options = loadToolOptions(tool.id, RASTER_DEFAULTS[format], rasterOptionsSchema);
        const drawn = await drawSvg(await readSvgSource(file), options, format);
        return new File([drawn.png], withExtension(file.name, 'png'), { type: 'image/png' });
      }),
    [tool.id, format],
  );
  return (
    <BatchTool
      job={job}
      defaults={RASTER_DEFAULTS[format]}
      schema={rasterOptionsSchema}
      Options={PANELS[format]}
      labels={LABELS}
      fallbackErrorKey={`${SVG_CONVERT_NS}:errors.conversion`}
      prepareFile={prepareFile}
      Compare={Compare}
    />
  );
}

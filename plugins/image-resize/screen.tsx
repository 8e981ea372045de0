import { BatchTool } from '../../core/ui/BatchTool';
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
    />
  );
}

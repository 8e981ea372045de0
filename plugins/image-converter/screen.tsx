import { BatchTool } from '../../core/ui/BatchTool';
import { rasterizeSvg } from '../../core/ui/rasterize-svg';
import { ConverterOptionsPanel } from './ConverterOptionsPanel';
import { DEFAULT_OPTIONS, optionsSchema } from './options';

export default function ImageConverterScreen() {
  return (
    <BatchTool
      defaults={DEFAULT_OPTIONS}
      schema={optionsSchema}
      Options={ConverterOptionsPanel}
      labels={{ working: 'status.working', done: 'status.done', failed: 'status.failed' }}
      fallbackErrorKey="errors.conversion"
      prepareFile={rasterizeSvg}
    />
  );
}

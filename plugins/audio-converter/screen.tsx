import { BatchTool } from '../../core/ui/BatchTool';
import { AudioOptionsPanel } from './AudioOptionsPanel';
import { AUDIO_DEFAULTS, audioOptionsSchema } from './options';
import { job } from './job';

export default function AudioConverterScreen() {
  return (
    <BatchTool
      job={job}
      defaults={AUDIO_DEFAULTS}
      schema={audioOptionsSchema}
      Options={AudioOptionsPanel}
      labels={{ working: 'status.working', done: 'status.done', failed: 'status.failed' }}
      fallbackErrorKey="errors.conversion"
    />
  );
}

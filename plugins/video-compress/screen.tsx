import { BatchTool } from '../../core/ui/BatchTool';
import { VideoOptionsPanel } from './VideoOptionsPanel';
import { VIDEO_DEFAULTS, videoOptionsSchema } from './options';
import { job } from './job';

export default function VideoCompressScreen() {
  return (
    <BatchTool
      job={job}
      defaults={VIDEO_DEFAULTS}
      schema={videoOptionsSchema}
      Options={VideoOptionsPanel}
      labels={{ working: 'status.working', done: 'status.done', failed: 'status.failed' }}
      fallbackErrorKey="errors.compression"
    />
  );
}

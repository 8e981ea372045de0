import { lockNetwork } from '../processing/lock-network';
import { expandArchive, inflateArchiveEntry, noticeOf, type ExpandRequest } from './expand-archive';
import type { InflateReply, InflateRequest } from './inflate-in-worker';

const scope = self;
// It reads the dropped archive and nothing else: no way out at all.
lockNetwork(scope);
scope.onmessage = (event: MessageEvent<ExpandRequest | InflateRequest>) => {
  const message = event.data;
  if (!('inflate' in message)) return void expandArchive(message, (reply) => scope.postMessage(reply));
  const { id, archiveId, archive, entry } = message.inflate;
  inflateArchiveEntry(archiveId, archive, entry).then(
    (blob) => scope.postMessage({ id, blob } satisfies InflateReply),
    (error: unknown) => scope.postMessage({ id, notice: noticeOf(error) } satisfies InflateReply),
  );
};

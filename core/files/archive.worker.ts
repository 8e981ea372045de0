import { lockNetwork } from '../processing/lock-network';
import { expandArchive, type ExpandRequest } from './expand-archive';

const scope = self;
// It reads the dropped archive and nothing else: no way out at all.
lockNetwork(scope);
scope.onmessage = (event: MessageEvent<ExpandRequest>) => void expandArchive(event.data, (reply) => scope.postMessage(reply));

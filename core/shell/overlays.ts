// The toast container and update offer, loaded after the first paint (core/shell/deferred-overlays.ts):
// toasts are never needed before the page has rendered, and shown toasts wait in the store until it mounts.
export { Overlays } from './Overlays';

/**
 * True when another site shows this page in a frame. The frame-ancestors header forbids that, but a
 * host that sends no headers cannot (a meta tag cannot carry frame-ancestors), so the app checks
 * for itself and refuses to run in someone else's frame (no clickjacking of its buttons).
 */
export function framedByAnotherSite(): boolean {
  if (window.top === window.self) return false;
  try {
    return window.top!.location.origin !== window.location.origin;
  } catch {
    // Reading a cross-origin parent's location throws: another site.
    return true;
  }
}

/** Bytes as a `data:` URL, the same on the page and in a worker (FileReaderSync exists only in workers). */
export function bytesToDataUrl(bytes: ArrayBuffer | Uint8Array, type: string): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < view.length; start += 0x8000) binary += String.fromCharCode(...view.subarray(start, start + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

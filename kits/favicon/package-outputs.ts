import type { FileJobOutput, JobOutput, TextJobOutput } from '../../core/processing/processor';
import { readIco } from './ico';
import type { FaviconPackage } from './package-spec';

/** The text output's label: a key in the favicon tools' namespaces. */
export const SNIPPET_LABEL = 'snippetLabel';

/**
 * A favicon package as the processing contract's list of outputs: every file of the package (its
 * square side and, on favicon.ico, the source's size as file info), then the HTML snippet as text.
 */
export function packageToOutputs(pkg: FaviconPackage): JobOutput[] {
  const files = pkg.files.map(
    (file): FileJobOutput => ({
      kind: 'file',
      name: file.name,
      type: file.type,
      data: file.bytes,
      info: {
        ...(file.size ? { width: file.size, height: file.size } : {}),
        ...(file.name === 'favicon.ico' && pkg.source ? { originalWidth: pkg.source.width, originalHeight: pkg.source.height } : {}),
      },
    }),
  );
  const snippet: TextJobOutput = { kind: 'text', label: SNIPPET_LABEL, text: pkg.snippet, language: 'html' };
  return [...files, snippet];
}

const bytesOf = async (data: FileJobOutput['data']): Promise<ArrayBuffer> =>
  data instanceof Blob ? data.arrayBuffer() : data instanceof ArrayBuffer ? data : (data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);

/** The package view's shape back from the outputs; the real-size previews are read out of favicon.ico. */
export async function outputsToPackage(outputs: JobOutput[]): Promise<FaviconPackage> {
  const fileOutputs = outputs.filter((output): output is FileJobOutput => output.kind === 'file');
  const files = await Promise.all(
    fileOutputs.map(async (output) => ({ name: output.name, type: output.type, bytes: await bytesOf(output.data), ...(output.info?.width ? { size: output.info.width } : {}) })),
  );
  const ico = files.find((file) => file.name === 'favicon.ico');
  const icoPreviews = ico
    ? readIco(new Uint8Array(ico.bytes)).map((entry) => ({ size: entry.width, bytes: entry.data.slice().buffer as ArrayBuffer }))
    : [];
  const icoInfo = fileOutputs.find((output) => output.name === 'favicon.ico')?.info;
  const snippet = outputs.find((output): output is TextJobOutput => output.kind === 'text')?.text ?? '';
  return {
    files,
    icoPreviews,
    snippet,
    ...(icoInfo?.originalWidth && icoInfo.originalHeight ? { source: { width: icoInfo.originalWidth, height: icoInfo.originalHeight } } : {}),
  };
}

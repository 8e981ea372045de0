import { buildEngineFiles } from '../../core/processing/engine-files';

/**
 * A JSON file of this build's engine files, fetched and checked once per page: every call shares one
 * fetch, and a failed fetch is forgotten so the next call retries.
 */
export function jsonOnce<T>(url: string, fetchFile: (url: string) => Promise<ArrayBuffer> = (file) => buildEngineFiles.fetch(file)): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= fetchFile(url)
      .then((bytes) => JSON.parse(new TextDecoder().decode(bytes)) as T)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
}

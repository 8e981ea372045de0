/** A JSON file fetched once per page: every call shares one fetch, and a failed fetch is forgotten so the next call retries. */
export function jsonOnce<T>(url: string): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<T>;
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
}

/** "photo.final.JPG" → { base: "photo.final", extension: "jpg" }. */
export function splitName(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return { base: name, extension: '' };
  return { base: name.slice(0, dot), extension: name.slice(dot + 1).toLowerCase() };
}

/** The same base name with another extension: photo.png → photo.webp. */
export function withExtension(name: string, extension: string): string {
  return `${splitName(name).base}.${extension}`;
}

/**
 * Hands out names that do not collide (letter case ignored): photo.jpg, photo (2).jpg, photo (3).jpg.
 * `taken` holds names already in use (lower-cased), e.g. the files already in a folder.
 */
export function nameTaker(taken: Iterable<string> = []): (name: string) => string {
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  return (name) => {
    let candidate = name;
    const { base, extension } = splitName(name);
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      candidate = extension ? `${base} (${n}).${extension}` : `${base} (${n})`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/** Makes names unique inside one ZIP: photo.jpg, photo (2).jpg, photo (3).jpg. */
export function uniqueNames(names: string[]): string[] {
  return names.map(nameTaker());
}

/** Reading ffmpeg's log lines: the input's duration and the reason a run failed. */

/** "  Duration: 00:01:02.50, start: …" → 62.5; undefined for "Duration: N/A" or no match. */
export function parseDurationLine(line: string): number | undefined {
  const match = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(line);
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

const NOISE = /^(\s|ffmpeg version|built with|configuration:|lib\w+\s+\d|Input #|Output #|Stream #|Stream mapping|Metadata:|Press \[q\]|\[out#)/;

/** The last line that looks like an error, for the failed row's English detail. */
export function lastErrorLine(lines: readonly string[]): string | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i].trim();
    if (!line || NOISE.test(lines[i]) || line.startsWith('Aborted()')) continue;
    if (/error|invalid|could not|unable|not supported|failed|no such/i.test(line)) return line;
  }
  return undefined;
}

/** ffmpeg reports progress as output time in microseconds; turns it into 0–1 of the input's duration. */
export function progressFraction(timeMicroseconds: number, durationSeconds: number | undefined): number | undefined {
  if (!durationSeconds || durationSeconds <= 0 || !(timeMicroseconds >= 0)) return undefined;
  return Math.min(1, timeMicroseconds / 1e6 / durationSeconds);
}

/**
 * Lines ffmpeg prints once a run has failed for good. The multi-threaded core can then hang instead
 * of returning (ffmpeg.wasm issue 772), so a run that printed one is ended by the engine.
 */
export function isFatalLine(line: string): boolean {
  return /Conversion failed!|Error initializing output stream|Error while opening encoder|Error opening output file/i.test(line);
}

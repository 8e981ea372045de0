/**
 * The bench's one table: each figure issue 13 tracks, the landed build's figure (measured when
 * the issue was filed), this run's, and the target. Ratios are taken within this run.
 */
type Results = Record<string, unknown>;

interface Row {
  figure: string;
  old: string;
  new: string;
  target: string;
  met: string;
}

const get = (results: Results, path: string): number | undefined => {
  let value: unknown = results;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'number' ? value : undefined;
};

/** The largest first-visit figure over all tools (they are listed largest own code first). */
const largestFirstVisit = (results: Results): number | undefined => {
  const tools = (results.bundles as { tools?: { firstVisitKB?: number }[] } | undefined)?.tools;
  const figures = (tools ?? []).map((tool) => tool.firstVisitKB).filter((kb): kb is number => typeof kb === 'number');
  return figures.length ? Math.max(...figures) : undefined;
};

/** Video (issue 11): each WebCodecs codec at Medium against native x264 crf 28 beside it; old = the last figures before quantizer mode. */
const VIDEO_OLD: Record<string, { wall: string; bytes: string; ssim: string; label: string }> = {
  h264: { label: 'H.264 (MP4 default)', wall: '1.16×', bytes: '3.26×', ssim: '+0.0011' },
  av1: { label: 'AV1', wall: '1.00×', bytes: '1.36×', ssim: '+0.0030' },
  vp9: { label: 'VP9', wall: '1.22×', bytes: '3.88×', ssim: '+0.0046' },
};

function videoRows(results: Results, row: (figure: string, old: string, value: number | undefined, unit: string, target: number, lowerIsBetter?: boolean) => Row): Row[] {
  return Object.entries(VIDEO_OLD).flatMap(([codec, old]) => {
    const at = `media.video.webcodecs.${codec}`;
    return [
      row(`video ${old.label}: wall ÷ native, worst pair`, old.wall, get(results, `${at}.wallVsNativeWorst`), '×', 0.6),
      row(`video ${old.label}: bytes ÷ native`, old.bytes, get(results, `${at}.bytesVsNative`), '×', 1.2),
      row(`video ${old.label}: SSIM − native`, old.ssim, get(results, `${at}.ssimVsNative`), '', 0, false),
    ];
  });
}

export function summaryTable(results: Results): Row[] {
  const row = (figure: string, old: string, value: number | undefined, unit: string, target: number, lowerIsBetter = true): Row => ({
    figure,
    old,
    new: value === undefined ? 'not measured' : `${value} ${unit}`,
    target: `${lowerIsBetter ? '≤' : '≥'} ${target} ${unit}`,
    met: value === undefined ? '' : (lowerIsBetter ? value <= target : value >= target) ? 'yes' : 'no',
  });
  return [
    row('home JS before first render (gzip)', '215 KB', get(results, 'bundles.homeKB'), 'KB', 110),
    row('home JS loaded once idle (gzip)', '(none)', get(results, 'bundles.deferredKB'), 'KB', 60),
    row('largest tool code of its own (gzip)', '(not split)', get(results, 'bundles.tools.0.ownKB'), 'KB', 60),
    row('largest first tool page beyond the home (gzip)', '20–65 KB', largestFirstVisit(results), 'KB', 60),
    row('home longest task, best load', '360 ms', get(results, 'homeLoad.longestTaskMsBest'), 'ms', 50),
    row('home LCP, best load', '2000 ms', get(results, 'homeLoad.lcpMsBest'), 'ms', 1000),
    row('SSIMULACRA2 CPU per 12 MP pair in a worker, best (fused blur, Chromium)', '1140 ms', get(results, 'ssimulacra2.cpuMsBest'), 'ms', 1000),
    row('SSIMULACRA2 CPU per 12 MP pair, unfused blur (no relaxed SIMD)', '1140 ms', get(results, 'ssimulacra2.unfusedCpuMsBest'), 'ms', 1000),
    // The target holds for every load, so the worst of the bench's loads is the one that counts.
    row('home longest task, worst load', '760 ms', get(results, 'homeLoad.longestTaskMsWorst'), 'ms', 50),
    row('home LCP, worst load', '4000 ms', get(results, 'homeLoad.lcpMsWorst'), 'ms', 1000),
    row('precache download (gzip)', '9 MB raw', get(results, 'precache.gzipMB'), 'MB', 1.5),
    row('image-resize pool ÷ main thread', '0.35×', get(results, 'imageResize.poolSpeedVsMainThread'), '×', 1, false),
    row('image-compress batch throughput', '11.1 MP/s', get(results, 'imageCompress.megapixelsPerSecond'), 'MP/s', 27, false),
    row('image-compress pool ÷ one worker', '(none)', get(results, 'imageCompress.speedVsOneWorker'), '×', 1.7, false),
    row('image-resize longest task after drop', '96 ms', get(results, 'imageResize.poolLongestMainThreadTaskMs'), 'ms', 50),
    row('1,000 images: longest task after drop', '3000 ms', get(results, 'thousandImages.longestMainThreadTaskMsAfterDrop'), 'ms', 100),
    ...videoRows(results, row),
  ];
}

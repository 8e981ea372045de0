import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser-launch';
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();
await page.addInitScript(() => {
  (window as any).__lt = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask' });
});
await page.goto('http://localhost:4181/image/image-converter');
await page.locator('[data-dropzone="true"]').waitFor();
await page.evaluate(async () => {
  const c = document.createElement('canvas'); c.width = 8; c.height = 8; c.getContext('2d')!.fillRect(0, 0, 4, 4);
  const blob: Blob = await new Promise((r) => c.toBlob((b) => r(b!), 'image/png'));
  const t = new DataTransfer();
  for (let i = 0; i < 1000; i++) t.items.add(new File([blob], `${i}.png`, { type: 'image/png' }));
  (window as any).__handed = t.files;
});
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
await page.evaluate(() => ((window as any).__lt = []));
await cdp.send('Profiler.start');
await page.getByTestId('upload-input').evaluate((input: HTMLInputElement) => {
  input.files = (window as any).__handed;
  input.dispatchEvent(new Event('change', { bubbles: true }));
});
await page.locator('[data-testid="results-list"][data-rows="1000"]').waitFor({ timeout: 120000 });
const { profile } = await cdp.send('Profiler.stop');
console.log('longtasks', await page.evaluate(() => (window as any).__lt));
const self = new Map<string, number>();
const dt = profile.timeDeltas ?? [];
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
profile.nodes.forEach((n) => n.children?.forEach((c) => parent.set(c, n.id)));
const total = new Map<string, number>();
profile.samples?.forEach((id, i) => {
  const n = byId.get(id)!;
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const f = byId.get(cur)!.callFrame; const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    if (!seen.has(k)) { seen.add(k); total.set(k, (total.get(k) ?? 0) + (dt[i] ?? 0) / 1000); }
  }
});
// Tasks: runs of samples between idle samples; the long ones broken down by function (inclusive).
{
  const samples = profile.samples ?? [];
  let group: number[] = []; let ms = 0;
  const groups: { ms: number; ids: number[] }[] = [];
  samples.forEach((id, i) => {
    const name = byId.get(id)!.callFrame.functionName;
    if (name === '(idle)') { if (ms > 30) groups.push({ ms, ids: group }); group = []; ms = 0; }
    else { group.push(id); ms += (dt[i] ?? 0) / 1000; }
  });
  if (ms > 30) groups.push({ ms, ids: group });
  for (const g of groups.sort((a, b) => b.ms - a.ms).slice(0, 3)) {
    const inc = new Map<string, number>();
    for (const id of g.ids) {
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const f = byId.get(cur)!.callFrame; const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
        if (!seen.has(k)) { seen.add(k); inc.set(k, (inc.get(k) ?? 0) + 1); }
      }
    }
    console.log(`TASK ~${g.ms.toFixed(0)} ms (${g.ids.length} samples)\n` + [...inc].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `  ${v} ${k}`).join('\n'));
  }
}
console.log('SELF\n' + [...self].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
console.log('TOTAL\n' + [...total].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
await browser.close();

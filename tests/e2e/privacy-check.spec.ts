import type { Page } from '@playwright/test';
import { encodeImage } from '../../kits/image/encode';
import { syntheticPhoto } from '../../kits/image/testing/synthetic';
import { expect, openRoute, saveScreenshot, test } from './fixtures';
import { nodeCodecs, uploadFiles, waitForRows } from './image-helpers';

/** The requests the view lists, as [address, source] pairs. */
const listed = (page: Page) =>
  page.getByTestId('privacy-request-table').locator('tbody tr').evaluateAll((rows) => rows.map((row) => [row.children[0].textContent ?? '', row.getAttribute('data-source') ?? '']));

test('the privacy check counts a tool run’s requests from the page and its workers, none elsewhere, and a blocked request as a violation', async ({ page }) => {
  await nodeCodecs();
  await openRoute(page, '/image/image-converter');
  const png = Buffer.from(await encodeImage(syntheticPhoto(48, 32), { format: 'png', colours: 'all' }));
  await uploadFiles(page, [{ name: 'small.png', mimeType: 'image/png', buffer: png }]);
  await waitForRows(page, 1);
  await expect(page.getByTestId('result-row')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('header-privacy-check')).toHaveAttribute('href', '/privacy/check');

  // From the upload zone, in the same tab: the visit's figures are kept.
  await page.getByTestId('upload-privacy-check').click();
  await expect(page.getByTestId('privacy-check')).toBeVisible();
  await expect(page.getByTestId('privacy-other-hosts')).toHaveText('0');
  await expect(page.getByTestId('privacy-violations')).toHaveText('0');
  // The processor worker posted its own requests (the tool's processor code it imported).
  await expect.poll(async () => (await listed(page)).filter(([, source]) => source === 'localbox-processor').length).toBeGreaterThan(0);
  // Every page request the browser measured is listed (live: a chunk fetched at idle joins both).
  const pageEntries = () => page.evaluate(() => performance.getEntriesByType('resource').length + performance.getEntriesByType('navigation').length);
  await expect.poll(async () => (await listed(page)).filter(([, source]) => source === 'page').length - (await pageEntries())).toBe(0);
  const rows = await listed(page);
  expect(rows.every(([address]) => address.startsWith('/')), 'every address is on our origin').toBe(true);
  await expect(page.getByTestId('privacy-requests')).toContainText(`${rows.length} ·`);

  // A request to another host, as an extension or an injected script would try: the CSP refuses it, the view says so.
  const outcome = await page.evaluate(() => fetch('https://blocked.example/probe').then(() => 'sent', () => 'refused'));
  expect(outcome).toBe('refused');
  await expect(page.getByTestId('privacy-violations')).toHaveText('1');
  await expect(page.getByTestId('privacy-violation-list')).toContainText('https://blocked.example/probe');
  await expect(page.getByTestId('privacy-violation-list')).toContainText('connect-src');
  await expect(page.getByTestId('privacy-other-hosts')).toHaveText('0');
  await expect(page.getByTestId('privacy-offline-test')).toContainText('Offline test');
  await expect(page.getByTestId('privacy-online')).toHaveText('Your browser reports: online');

  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'privacy-check-phone', { fullPage: false });
});

test('the privacy check says what a refused frame may still have sent, and refuses and lists a WebRTC connection', async ({ page }) => {
  await openRoute(page, '/privacy/check');
  // As a script added to the page would try: a frame to another host, and a STUN lookup the policy cannot see.
  const webRtc = await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = 'https://frame.invalid/probe';
    document.body.append(frame);
    try {
      new RTCPeerConnection({ iceServers: [{ urls: 'stun:stun.invalid:3478' }] });
      return 'started';
    } catch (error) {
      return (error as DOMException).name;
    }
  });
  expect(webRtc).toBe('NotAllowedError');
  await expect(page.getByTestId('privacy-violations')).toHaveText('2');
  const list = page.getByTestId('privacy-violation-list');
  // A refused cross-origin address is reported as its origin only.
  await expect(list).toContainText('https://frame.invalid (rule frame-src, from the page) A frame: the browser may have looked up this host');
  await expect(list).toContainText('WebRTC connection (servers: stun:stun.invalid:3478): refused before it started');
  await expect(page.getByTestId('privacy-check')).not.toContainText('Nothing was sent');
  await expect(page.getByTestId('privacy-check')).toContainText('Frames are the exception');
});

test('@slow the privacy check counts background removal’s engine and model downloads, made by its engine worker', async ({ page }) => {
  test.setTimeout(900_000);
  await nodeCodecs();
  await openRoute(page, '/image/image-removebg');
  const photo = Buffer.from(await encodeImage(syntheticPhoto(160, 120), { format: 'png', colours: 'all' }));
  await uploadFiles(page, [{ name: 'photo.png', mimeType: 'image/png', buffer: photo }]);
  await waitForRows(page, 1, 600_000);
  await expect(page.getByTestId('result-row')).toHaveAttribute('data-status', 'done');
  await page.getByTestId('header-privacy-check').click();
  await expect(page.getByTestId('privacy-check')).toBeVisible();
  await expect.poll(async () => (await listed(page)).filter(([address, source]) => source === 'localbox-engine-image-removebg' && address.startsWith('/engines/')).length).toBeGreaterThan(0);
  // The model is megabytes, over the network on a first visit, as the engine worker measured it.
  await expect(page.getByTestId('privacy-by-source')).toContainText(/worker localbox-engine-image-removebg – requests: \d+, downloaded: [\d.,]+ MB/);
  await expect(page.getByTestId('privacy-other-hosts')).toHaveText('0');
  await expect(page.getByTestId('privacy-violations')).toHaveText('0');
  await saveScreenshot(page, 'privacy-check-removebg');
});

import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Hostile SVGs for the SVG tools' browser tests. Each tries to run script (setting the trap global
 * window.__svgTrap) or to reach another host (evil.invalid, which the fixtures' request watch
 * would report); none may succeed in any view the app makes.
 */
const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const trap = (how: string) => `window.__svgTrap='${how}';try{window.parent.__svgTrap='${how}'}catch(e){}`;

let bomb = '<!ENTITY l0 "lol">';
for (let i = 1; i <= 9; i++) bomb += `<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`;

export const HOSTILE_SVGS: Record<string, string> = {
  'onload.svg': `<svg ${NS} width="40" height="40" onload="${trap('onload')}"><rect width="40" height="40" fill="#f00"/></svg>`,
  'script.svg': `<svg ${NS} width="40" height="40"><script>${trap('script')};new Image().src='https://evil.invalid/s'</script><circle cx="20" cy="20" r="10"/></svg>`,
  'foreign-object.svg': `<svg ${NS} width="40" height="40"><foreignObject width="40" height="40"><img xmlns="http://www.w3.org/1999/xhtml" src="https://evil.invalid/x.png" onerror="${trap('onerror')}"/></foreignObject></svg>`,
  'external-use.svg': `<svg ${NS} ${XLINK} width="40" height="40"><use href="https://evil.invalid/sprite.svg#a"/><use xlink:href="https://evil.invalid/b.svg#b"/><image href="https://evil.invalid/i.png" width="10" height="10"/></svg>`,
  'javascript-link.svg': `<svg ${NS} ${XLINK} width="40" height="40"><a href="javascript:${trap('link')}"><rect width="40" height="40" fill="#00f"/></a><a xlink:href="javascript:${trap('xlink')}"><circle r="5"/></a></svg>`,
  'huge-canvas.svg': `<svg ${NS} width="30000" height="30000" viewBox="0 0 30000 30000"><rect width="30000" height="30000" fill="#0a0"/></svg>`,
  'entity-bomb.svg': `<?xml version="1.0"?><!DOCTYPE svg [${bomb}]><svg ${NS} width="40" height="40"><text y="20">&l9;</text></svg>`,
  'broken.svg': `<svg ${NS} width="40" height="40">\n  <rect width="40" height="40">\n  <circle r="5"\n</svg`,
};

export function hostileFiles() {
  return Object.entries(HOSTILE_SVGS).map(([name, text]) => ({ name, mimeType: 'image/svg+xml', buffer: Buffer.from(text) }));
}

/** Sets the trap before any page script runs, and turns dialogs into a recorded failure. */
export async function armSvgTrap(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    (window as unknown as { __svgTrap: string }).__svgTrap = 'untouched';
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

export const trapValue = (page: Page) => page.evaluate(() => (window as unknown as { __svgTrap: string }).__svgTrap);

export const ICONS_DIR = path.resolve('.fixtures/svg');

/** Real Adwaita icons (sorted by name, every `step`-th), as upload files. */
export function realIcons(count: number, step = 1) {
  return readdirSync(ICONS_DIR)
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .filter((_, index) => index % step === 0)
    .slice(0, count)
    .map((name) => ({ name, mimeType: 'image/svg+xml', buffer: readFileSync(path.join(ICONS_DIR, name)) }));
}

/**
 * Renders two SVGs in the page (as images from data: URLs) at the first one's size scaled to
 * `side` and returns the share of differing pixels, with the app's own comparison rule.
 */
export async function differingRatioInPage(page: Page, original: string, changed: string, side = 512): Promise<number> {
  return page.evaluate(
    async ({ a, b, side }) => {
      const load = async (text: string) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
        await image.decode();
        return image;
      };
      const [imageA, imageB] = await Promise.all([load(a), load(b)]);
      const ratio = (imageA.naturalWidth || side) / (imageA.naturalHeight || side);
      const width = ratio >= 1 ? side : Math.round(side * ratio);
      const height = ratio >= 1 ? Math.round(side / ratio) : side;
      const draw = (image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [width, height];
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, width, height);
        return context.getImageData(0, 0, width, height).data;
      };
      const [pa, pb] = [draw(imageA), draw(imageB)];
      let differing = 0;
      for (let i = 0; i < pa.length; i += 4) {
        const [aa, ab] = [pa[i + 3] / 255, pb[i + 3] / 255];
        for (let c = 0; c < 3; c++) {
          const onBlack = pa[i + c] * aa - pb[i + c] * ab;
          const onWhite = onBlack + 255 * (ab - aa);
          if (Math.abs(onBlack) > 24 || Math.abs(onWhite) > 24) {
            differing++;
            break;
          }
        }
      }
      return differing / (width * height);
    },
    { a: original, b: changed, side },
  );
}

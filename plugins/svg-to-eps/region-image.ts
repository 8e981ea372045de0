import type { RegionRaster } from '../../kits/svg/mask-raster';

/** A line of hex digits per this many pixels. */
const PIXELS_PER_LINE = 40;

/**
 * A picture of a masked region as a level 3 image drawn over what lies below: its pixels are
 * flattened on white (EPS has no transparency) and the fully transparent ones left out through a
 * colour key (ImageType 4, MaskColor white), so drawn white is nudged to 254 to stay drawn.
 * Placed with `x y width height` in the current (SVG, y down) coordinates.
 */
export function regionImage(region: RegionRaster, num: (n: number) => string): string {
  const { width, height, data } = region.pixels;
  const rows: string[] = [];
  let line = '';
  for (let i = 0, n = 0; i < data.length; i += 4, n++) {
    const a = data[i + 3] / 255;
    let rgb = [0, 1, 2].map((c) => Math.round(data[i + c] * a + 255 * (1 - a)));
    if (a === 0) rgb = [255, 255, 255];
    else if (rgb.every((v) => v === 255)) rgb = [254, 254, 254];
    line += rgb.map((v) => v.toString(16).padStart(2, '0')).join('');
    if (n % PIXELS_PER_LINE === PIXELS_PER_LINE - 1) {
      rows.push(line);
      line = '';
    }
  }
  if (line) rows.push(line);
  return [
    'gsave',
    `${num(region.x)} ${num(region.y)} translate ${num(region.width)} ${num(region.height)} scale`,
    '/DeviceRGB setcolorspace',
    `<< /ImageType 4 /Width ${width} /Height ${height} /BitsPerComponent 8 /Decode [0 1 0 1 0 1] /ImageMatrix [${width} 0 0 ${height} 0 0] /MaskColor [255 255 255] /DataSource currentfile /ASCIIHexDecode filter >> image`,
    ...rows,
    '>',
    'grestore',
  ].join('\n');
}

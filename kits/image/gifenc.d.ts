declare module 'gifenc' {
  export interface GifEncoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: { palette?: number[][]; transparent?: boolean; transparentIndex?: number; delay?: number; repeat?: number }): void;
    finish(): void;
    bytes(): Uint8Array;
    bytesView(): Uint8Array;
  }
  export function GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): GifEncoder;
  export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, options?: object): number[][];
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: number[][], format?: string): Uint8Array;
}

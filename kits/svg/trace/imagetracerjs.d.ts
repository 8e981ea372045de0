declare module 'imagetracerjs' {
  export interface TracerOptions {
    ltres?: number;
    qtres?: number;
    pathomit?: number;
    rightangleenhance?: boolean;
    colorsampling?: number;
    numberofcolors?: number;
    mincolorratio?: number;
    colorquantcycles?: number;
    layering?: number;
    strokewidth?: number;
    linefilter?: boolean;
    scale?: number;
    roundcoords?: number;
    viewbox?: boolean;
    desc?: boolean;
    lcpr?: number;
    qcpr?: number;
    blurradius?: number;
    blurdelta?: number;
    pal?: { r: number; g: number; b: number; a: number }[];
  }
  interface ImageDataLike {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  const ImageTracer: {
    imagedataToSVG(image: ImageDataLike, options?: TracerOptions | string): string;
    optionpresets: Record<string, TracerOptions>;
  };
  export default ImageTracer;
}

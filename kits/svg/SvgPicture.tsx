import { useEffect, useState } from 'react';
import { svgToDataUrl } from '../../core/ui/safe-image-url';
import classes from './SvgPicture.module.css';

interface SvgPictureProps {
  /** SVG text, shown through a data: URL (never an object URL: see data-url.ts). */
  svg?: string;
  /** Or a ready image URL (e.g. a raster original). */
  src?: string;
  alt: string;
  /** 'checker' or a CSS colour. */
  background?: string;
  /** Displayed width in CSS pixels; undefined fits the frame. */
  width?: number;
  testId?: string;
  /** Scale to fill a 16rem-high frame (icons become visible; large pictures fit). */
  large?: boolean;
}

/** An image on a checkerboard (or a colour) in a bordered frame, scrolling when zoomed past it. */
export function SvgPicture({ svg, src, alt, background = 'checker', width, testId, large }: SvgPictureProps) {
  const url = svg !== undefined ? svgToDataUrl(svg) : src;
  if (!url) return null;
  const checker = background === 'checker';
  return (
    <div className={classes.frame} data-background={checker ? 'checker' : 'colour'} data-zoomed={width !== undefined} style={checker ? undefined : { background }}>
      <img className={classes.picture} src={url} alt={alt} style={width ? { width } : undefined} data-testid={testId} data-large={large || undefined} />
    </div>
  );
}

/** A blob's text (an SVG result), read once per blob. */
export function useBlobText(blob: Blob | undefined): string | undefined {
  const [text, setText] = useState<string>();
  useEffect(() => {
    let live = true;
    setText(undefined);
    void blob?.text().then((value) => live && setText(value));
    return () => {
      live = false;
    };
  }, [blob]);
  return text;
}

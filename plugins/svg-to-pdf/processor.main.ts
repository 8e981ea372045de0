import { splitName, withExtension } from '../../core/files/file-names';
import { defineProcessor, throwIfAborted } from '../../core/processing/processor';
import { readSvgSource } from '../../kits/svg/source';
import type { PdfOptions } from './options';
import { svgToPdf } from './pdf-writer';

/**
 * SVG → PDF on the main thread (manifest `runsOn: 'main'`): svg2pdf.js reads the SVG through the
 * DOM. The row says when text was drawn as outlines, or the page had to be a picture.
 */
export default defineProcessor<PdfOptions>(async (input, options, { progress, signal }) => {
  progress(0, 'reading');
  const source = await readSvgSource(input.file);
  throwIfAborted(signal);
  progress(0.2, 'encoding');
  const pdf = await svgToPdf(source, options, splitName(input.name).base);
  const noteKey = pdf.rasterised ? 'notes.textAsPicture' : pdf.masksAsPictures ? 'notes.masksAsPictures' : pdf.outlined ? 'notes.textAsOutlines' : undefined;
  return [{ kind: 'file', name: withExtension(input.name, 'pdf'), type: 'application/pdf', data: pdf.bytes, info: noteKey ? { noteKey } : undefined }];
});

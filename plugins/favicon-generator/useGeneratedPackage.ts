import { useEffect } from 'react';
import { outputsToPackage } from '../../kits/favicon/package-outputs';
import { rasterizeSvgSource } from '../../kits/favicon/rasterize-svg-source';
import { ProcessingError, rethrowEngineMismatch } from '../../core/processing/errors';
import type { JobOutput } from '../../core/processing/processor';
import { useJob } from '../../core/processing/use-job';
import type { ArtworkInput, EmojiPicture } from './artwork';
import { fetchEmojiSvg } from './emoji-art';
import { findIcon, loadIconSet } from './icon-set';
import { canGenerate, type GeneratorOptions } from './options';
import { job } from './job';

/** Failures the screen names as they are; anything else reads as the specification's generation error. */
const OWN_ERRORS = ['errors.textLength', 'errors.emoji', 'errors.emojiMissing', 'errors.icon', 'errors.assets'];

/** How long typing may pause before the icons are drawn again. */
const DEBOUNCE_MS = 150;

let lastPicture: { emoji: string; picture: EmojiPicture } | undefined;

/** The emoji's shipped picture, rasterised here on the page (workers cannot draw SVG); the last one is kept. */
async function emojiPicture(emoji: string): Promise<EmojiPicture> {
  if (lastPicture?.emoji === emoji) return lastPicture.picture;
  const svg = await fetchEmojiSvg(emoji).catch((error: unknown) => {
    rethrowEngineMismatch(error);
    throw new ProcessingError('errors.assets', 'The emoji picture could not be loaded');
  });
  if (!svg) throw new ProcessingError('errors.emojiMissing', 'No picture for this emoji');
  const picture = { svg, png: await rasterizeSvgSource(svg) };
  lastPicture = { emoji, picture };
  return picture;
}

/** What the worker needs from the page for these options (see ArtworkInput). */
async function artworkInput(options: GeneratorOptions): Promise<ArtworkInput> {
  if (options.mode === 'emoji') return { emoji: await emojiPicture(options.emoji) };
  if (options.mode !== 'icon') return {};
  const set = await loadIconSet().catch((error: unknown) => {
    rethrowEngineMismatch(error);
    throw new ProcessingError('errors.assets', 'The icon set could not be loaded');
  });
  return { icon: findIcon(set, options.icon) };
}

/** The package and the options it was made with: what the screen shows while the next one is drawn. */
async function madeWith(outputs: JobOutput[], options: GeneratorOptions) {
  return { pkg: await outputsToPackage(outputs), options };
}

/** The package for the current options, redrawn in the worker as they change (the live preview). */
export function useGeneratedPackage(options: GeneratorOptions) {
  const generated = useJob(job, { finish: madeWith });
  const { run, cancel } = generated;
  useEffect(() => {
    if (!canGenerate(options)) return;
    const timer = setTimeout(() => void run(artworkInput(options), options), DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      cancel(); // a change stops the stale drawing at once
    };
  }, [options, run, cancel]);
  const { result, error, working } = generated;
  /** The failure's translation key, e.g. 'errors.generation' or 'errors.assets'. */
  const failed = error ? (OWN_ERRORS.includes(error.key) ? error.key : 'errors.generation') : null;
  return { pkg: result?.pkg ?? null, madeWith: result?.options, failed, working };
}

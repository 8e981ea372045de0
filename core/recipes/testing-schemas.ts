import type { Recipe } from './recipe';
import { loadStepOptions, type StepOptionsById } from './step-options';

/**
 * The three image tools' real option schemas (through their manifests, as the app loads them), and
 * a recipe of them: resize to 1200 px wide, compress at quality 70, convert to WebP.
 */
export async function imageRecipe(): Promise<{ schemas: StepOptionsById; webPhotos: Recipe }> {
  const schemas = await loadStepOptions(['image-resize', 'image-compress', 'image-converter']);
  const defaults = (tool: string) => schemas.get(tool)!.defaults as Record<string, unknown>;
  const webPhotos: Recipe = {
    name: 'Web photos',
    steps: [
      { tool: 'image-resize', options: { ...defaults('image-resize'), width: 1200, height: null } },
      { tool: 'image-compress', options: { ...defaults('image-compress'), level: 'custom', quality: 70 } },
      { tool: 'image-converter', options: { ...defaults('image-converter'), target: 'webp', quality: 82 } },
    ],
  };
  return { schemas, webPhotos };
}

// The manifests' zod schema: used at build time (npm run check:plugins) and by the unit tests,
// never shipped to the browser (core/plugin/schema.ts holds what the app needs at runtime).
import type { ComponentType } from 'react';
import { z } from 'zod';
import { CAPABILITIES, RUNS_ON, TOOL_CATEGORIES } from './manifest-values';

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type ScreenModule = { default: ComponentType };

const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** MIME type → file extensions, the shape react-dropzone's `accept` takes. */
export const acceptSchema = z.record(
  z.string().regex(/^[a-z]+\/[a-z0-9.+*-]+$/i, 'must be a MIME type such as image/png'),
  z.array(z.string().regex(/^\.[a-z0-9]+$/, 'must be a lower-case extension such as .png')),
);
export type Accept = z.infer<typeof acceptSchema>;

const mimeType = z.string().regex(/^[a-z]+\/[a-z0-9.+*-]+$/i, 'must be a MIME type such as image/png');

export const engineSchema = z
  .object({
    /** kebab-case; its files are served from /engines/<id>/. */
    id: z.string().regex(kebabCase, 'must be kebab-case'),
    /** Download size, shown before the first download ("This tool downloads a 31 MB engine once"). */
    bytes: z.number().int().positive(),
    /** File names under /engines/<id>/ (the build copies them from node_modules). */
    files: z.array(z.string().min(1)).optional(),
  })
  .strict();
export type EngineSpec = z.infer<typeof engineSchema>;

export const manifestSchema = z
  .object({
    id: z.string().regex(kebabCase, 'must be kebab-case'),
    category: z.enum(TOOL_CATEGORIES),
    icon: z.custom<ComponentType<{ size?: number | string; stroke?: number }>>(isComponent, 'must be an icon component'),
    /** `/<category>/<slug>`; the slug need not equal the id (favicon-converter lives at /favicon/converter). */
    path: z.string(),
    order: z.number().int(),
    popular: z.boolean().default(false),
    updated: z.iso.date('must be an ISO date such as 2026-11-23'),
    accept: acceptSchema.optional(),
    screen: z.custom<() => Promise<ScreenModule>>((v) => typeof v === 'function', 'must be a function returning import()'),
    runsOn: z.enum(RUNS_ON).default('pool'),
    /** Jobs at once for `runsOn: 'engine'` or `'sandbox'` (default 1). */
    concurrency: z.number().int().min(1).max(8).optional(),
    engines: z.array(engineSchema).optional(),
    requires: z.array(z.enum(CAPABILITIES)).optional(),
    /** MIME types the tool outputs, for "Continue with…". */
    produces: z.array(mimeType).optional(),
    /** Larger files fail on their own row before any work (common:errors.fileTooLarge). */
    maxFileBytes: z.number().int().positive().optional(),
    /** Extra words the sidebar search matches (any language; formats, synonyms). */
    keywords: z.array(z.string().min(1)).optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    const slug = m.path.slice(m.category.length + 2);
    if (!m.path.startsWith(`/${m.category}/`) || !kebabCase.test(slug)) {
      ctx.addIssue({ code: 'custom', path: ['path'], message: `must be "/${m.category}/<slug>" with a kebab-case slug, e.g. "/${m.category}/${m.id}"` });
    }
  });

/** What a plugin author writes in manifest.ts. */
export type ManifestInput = z.input<typeof manifestSchema>;
/** A manifest after validation, as the shell sees it. */
export type ToolManifest = z.output<typeof manifestSchema>;

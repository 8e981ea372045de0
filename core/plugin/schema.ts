import type { ComponentType } from 'react';
import { z } from 'zod';

/** Categories a tool may belong to. The sidebar also styles file, dev, data and util. */
export const TOOL_CATEGORIES = ['image', 'svg', 'favicon', 'video', 'audio', 'date', 'text', 'writer'] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

export const LANGUAGES = ['en', 'zh', 'zh-TW', 'ja', 'de', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Keys every plugin's locale files must hold, in every language. */
export const REQUIRED_PLUGIN_KEYS = ['name', 'description'] as const;

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

export const manifestSchema = z
  .object({
    id: z.string().regex(kebabCase, 'must be kebab-case'),
    category: z.enum(TOOL_CATEGORIES),
    icon: z.custom<ComponentType<{ size?: number | string; stroke?: number }>>(isComponent, 'must be an icon component'),
    path: z.string(),
    order: z.number().int(),
    popular: z.boolean().default(false),
    updated: z.iso.date('must be an ISO date such as 2026-11-23'),
    accept: acceptSchema.optional(),
    screen: z.custom<() => Promise<ScreenModule>>((v) => typeof v === 'function', 'must be a function returning import()'),
  })
  .strict()
  .superRefine((m, ctx) => {
    const expected = `/${m.category}/${m.id}`;
    if (m.path !== expected) {
      ctx.addIssue({ code: 'custom', path: ['path'], message: `must be "${expected}" (/<category>/<id>)` });
    }
  });

/** What a plugin author writes in manifest.ts. */
export type ManifestInput = z.input<typeof manifestSchema>;
/** A manifest after validation, as the shell sees it. */
export type ToolManifest = z.output<typeof manifestSchema>;

/** Identity helper that gives manifest.ts type checking and editor completion. */
export function defineManifest(manifest: ManifestInput): ManifestInput {
  return manifest;
}

interface TemplateInput {
  id: string;
  category: string;
  updated: string;
  languages: readonly string[];
}

const pascal = (id: string) => id.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const title = (id: string) => id.replace(/-/g, ' ').replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The files of a new plugin, all inside plugins/<id>/: a working "text file in → upper-cased text file out" BatchTool. */
export function pluginTemplate({ id, category, updated, languages }: TemplateInput): Record<string, string> {
  const name = pascal(id);
  const dir = `plugins/${id}`;
  // Other languages start as the English text marked "[de] …": the tool builds and runs at once,
  // the marker shows on screen what still needs a translator, and the locale check (which refuses a
  // value left in English) does not fail a brand-new folder.
  const messages = (language: string) => {
    const mark = (text: string) => (language === 'en' ? text : `[${language}] ${text}`);
    return JSON.stringify(
      {
        name: mark(title(id)),
        description: mark(`${title(id)}: describe what the tool does`),
        options: { upperCase: mark('Upper-case the text') },
        errors: { empty: mark('The file is empty') },
      },
      null,
      2,
    );
  };
  return {
    [`${dir}/manifest.ts`]: `import { IconTool } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: '${id}',
  category: '${category}',
  icon: IconTool,
  path: '/${category}/${id}',
  order: 100,
  popular: false,
  updated: '${updated}',
  accept: { 'text/plain': ['.txt'] },
  produces: ['text/plain'],
  keywords: ['${id.replace('-', ' ')}'],
  screen: () => import('./screen'),
});
`,
    [`${dir}/options.ts`]: `import { z } from 'zod/mini';

export const optionsSchema = z.object({ upperCase: z.boolean() });
export type ${name}Options = z.infer<typeof optionsSchema>;
export const DEFAULT_OPTIONS: ${name}Options = { upperCase: true };
`,
    [`${dir}/transform.ts`]: `import type { ${name}Options } from './options';

/** The tool's pure logic: replace it with the real work. */
export function transformText(text: string, options: ${name}Options): string {
  return options.upperCase ? text.toUpperCase() : text;
}
`,
    [`${dir}/processor.ts`]: `import { withExtension } from '../../core/files/file-names';
import { defineProcessor, ProcessingError, throwIfAborted } from '../../core/processing/processor';
import type { ${name}Options } from './options';
import { transformText } from './transform';

/** Runs in the worker pool: reads the file there, returns one or more outputs. */
export default defineProcessor<${name}Options>(async (input, options, { progress, signal }) => {
  if (input.size === 0) throw new ProcessingError('errors.empty', 'The file is empty');
  progress(0, 'reading');
  const text = await input.file.text();
  throwIfAborted(signal);
  progress(0.5, 'processing');
  const result = transformText(text, options);
  return [{ kind: 'file', name: withExtension(input.name, 'txt'), type: 'text/plain', data: new TextEncoder().encode(result).buffer }];
});
`,
    [`${dir}/job.ts`]: `import type processor from './processor';
import { toolJob } from '../../core/processing/tool-job';

/** This tool's processor as its screen sees it: types only (core/processing/tool-job.ts). */
export const job = toolJob<typeof processor>();
`,
    [`${dir}/options-panel.tsx`]: `import { Checkbox } from '@mantine/core';
import type { OptionsProps } from '../../core/ui/BatchTool';
import { useToolTranslation } from '../../core/ui/tool-context';
import type { ${name}Options } from './options';

export function ${name}OptionsPanel({ value, onChange }: OptionsProps<${name}Options>) {
  const { t } = useToolTranslation();
  return (
    <Checkbox
      label={t('options.upperCase')}
      checked={value.upperCase}
      onChange={(e) => onChange({ ...value, upperCase: e.currentTarget.checked })}
    />
  );
}
`,
    [`${dir}/screen.tsx`]: `import { BatchTool } from '../../core/ui/BatchTool';
import { DEFAULT_OPTIONS, optionsSchema } from './options';
import { job } from './job';
import { ${name}OptionsPanel } from './options-panel';

export default function ${name}Screen() {
  return <BatchTool job={job} defaults={DEFAULT_OPTIONS} schema={optionsSchema} Options={${name}OptionsPanel} />;
}
`,
    [`${dir}/transform.test.ts`]: `import { describe, expect, it } from 'vitest';
import { transformText } from './transform';

describe('${id} transformText', () => {
  it('upper-cases when asked', () => {
    expect(transformText('abc', { upperCase: true })).toBe('ABC');
  });
  it('leaves the text alone otherwise', () => {
    expect(transformText('abc', { upperCase: false })).toBe('abc');
  });
});
`,
    [`${dir}/${id}.spec.ts`]: `import { expect, openRoute, test } from '../../tests/e2e/fixtures';

test('${id}: processes a text file', async ({ page }) => {
  await openRoute(page, '/${category}/${id}');
  await page.getByTestId('upload-input').setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('result-row')).toHaveAttribute('data-status', 'done');
  const download = page.waitForEvent('download');
  await page.getByTestId('row-download').click();
  const path = await (await download).path();
  expect((await import('node:fs')).readFileSync(path!, 'utf8')).toBe('HELLO');
});
`,
    ...Object.fromEntries(languages.map((language) => [`${dir}/locales/${language}.json`, `${messages(language)}\n`])),
  };
}

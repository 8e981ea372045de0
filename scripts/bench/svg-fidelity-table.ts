import type { OurResult } from './svg-fidelity-case';
import { CATEGORIES } from './svg-fidelity-cases';

export interface CaseResult extends OurResult {
  id: string;
  category: string;
  rsvgPdf: boolean;
  rsvgEps: boolean;
}

const share = (part: number, all: number) => (all ? `${Math.round((part / all) * 100)}%` : '–');

/** The Markdown table: per category, our PDF and EPS (before → now when given), rsvg-convert's. */
export function fidelityTable(results: CaseResult[], before?: CaseResult[]): string {
  const rows = [
    `| category | cases | our PDF${before ? ' (before → now)' : ''} | our EPS${before ? ' (before → now)' : ''} | rsvg-convert PDF | rsvg-convert EPS |`,
    '|---|---|---|---|---|---|',
  ];
  const line = (name: string, filter: (r: CaseResult) => boolean) => {
    const now = results.filter(filter);
    const then = before?.filter(filter) ?? [];
    const count = (list: CaseResult[], key: 'pdf' | 'eps' | 'rsvgPdf' | 'rsvgEps') => list.filter((r) => r[key]).length;
    const ours = (key: 'pdf' | 'eps') => (before ? `${share(count(then, key), then.length)} → ${share(count(now, key), now.length)}` : share(count(now, key), now.length));
    rows.push(`| ${name} | ${now.length} | ${ours('pdf')} | ${ours('eps')} | ${share(count(now, 'rsvgPdf'), now.length)} | ${share(count(now, 'rsvgEps'), now.length)} |`);
  };
  for (const category of CATEGORIES) line(category, (r) => r.category === category);
  line('**all**', () => true);
  const failed = (key: 'pdfError' | 'epsError') => results.filter((r) => r[key]).length;
  const images = (key: 'pdfImage' | 'epsImage') => results.filter((r) => r[key]).length;
  rows.push('', `Failed to convert: PDF ${failed('pdfError')}, EPS ${failed('epsError')}. Holding a raster image: PDF ${images('pdfImage')}, EPS ${images('epsImage')}.`);
  return rows.join('\n');
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobOutput } from '../../core/processing/processor';
import { jobInput, testContext } from '../../core/processing/testing/job';
import checkRender from './after.main';
import { DEFAULT_OPTIONS, type OptimizerOptions } from './options';

// Drawing needs a browser (its specs draw for real): here each comparison answers the next ratio.
const ratios: Array<number | undefined> = [];
vi.mock('../../kits/svg/render-check', async (original) => ({
  ...(await original<typeof import('../../kits/svg/render-check')>()),
  compareSvgRenders: async () => ratios.shift(),
}));

const optimized = (precision: number, auto: 0 | 1): JobOutput[] => [
  { kind: 'file', name: 'logo.min.svg', type: 'image/svg+xml', data: new TextEncoder().encode(`<svg p="${precision}"/>`).buffer, info: { noteKey: 'notes.reduction', noteParams: { percent: 40, precision, auto } } },
];

function run(result: JobOutput[], options: OptimizerOptions = DEFAULT_OPTIONS) {
  const asked: OptimizerOptions[] = [];
  const again = async (next: OptimizerOptions) => {
    asked.push(next);
    return optimized(next.precision, 0);
  };
  const done = checkRender({ input: jobInput('<svg/>', 'logo.svg', 'image/svg+xml'), result, again }, options, testContext().context);
  return { done, asked };
}

const noteOf = (outputs: JobOutput[]) => (outputs[0].kind === 'file' ? outputs[0].info : undefined);

beforeEach(() => {
  ratios.length = 0;
});

describe('svg-optimizer\'s render check after svgo (after.main.ts)', () => {
  it('a result that draws the same is kept as it is', async () => {
    ratios.push(0.001);
    const result = optimized(3, 1);
    const { done, asked } = run(result);
    expect(await done).toBe(result);
    expect(asked).toEqual([]);
  });

  it('with automatic precision, a result that draws differently is made again one decimal finer until it draws the same, and says so', async () => {
    ratios.push(0.2, 0.02, 0);
    const { done, asked } = run(optimized(2, 1));
    const outputs = await done;
    expect(asked.map(({ autoPrecision, precision }) => [autoPrecision, precision])).toEqual([
      [false, 3],
      [false, 4],
    ]);
    expect(noteOf(outputs)).toMatchObject({ noteKey: 'notes.reductionPrecisionRaised', noteParams: { precision: 4, auto: 1 } });
  });

  it('a chosen precision, or automatic precision at its finest, gets a warning with the share that differs', async () => {
    ratios.push(0.123);
    expect(noteOf(await run(optimized(0, 0), { ...DEFAULT_OPTIONS, autoPrecision: false, precision: 0 }).done)).toMatchObject({ noteKey: 'notes.rendersDifferently', noteParams: { differing: 12.3 } });
    ratios.push(0.5);
    const { done, asked } = run(optimized(5, 1));
    expect(noteOf(await done)).toMatchObject({ noteKey: 'notes.rendersDifferently', noteParams: { differing: 50, auto: 1 } });
    expect(asked).toEqual([]);
  });
});

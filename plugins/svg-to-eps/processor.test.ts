// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { svgToEps } from './eps-writer';
import processor from './processor';

const context = { progress: () => {} };
const run = (eps: string) => processor({ name: 'a.eps', type: 'application/postscript', bytes: new TextEncoder().encode(eps).slice().buffer }, {}, context);

describe('svg-to-eps pool step', () => {
  it('keeps the EPS and puts a notice on the row only when something was approximated', async () => {
    const exact = svgToEps('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>').eps;
    const out = await run(exact);
    expect([out.name, out.type, new TextDecoder().decode(out.bytes), out.info]).toEqual(['a.eps', 'application/postscript', exact, undefined]);
    const approximated = svgToEps('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" opacity=".5"/></svg>').eps;
    expect((await run(approximated)).info).toEqual({ noteKey: 'notes.approximated' });
  });
});

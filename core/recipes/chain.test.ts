import { describe, expect, it } from 'vitest';
import { chainInto, continueChain, openedTool } from './chain';

describe('the "Continue with…" chain', () => {
  it('grows with each hand-off and ends when another tool opens', () => {
    continueChain('image-resize', { width: 1200 }, 'image-compress', true);
    openedTool('image-compress');
    continueChain('image-compress', { quality: 70 }, 'image-converter', true);
    expect(chainInto('image-converter')).toEqual([
      { tool: 'image-resize', options: { width: 1200 } },
      { tool: 'image-compress', options: { quality: 70 } },
    ]);
    expect(chainInto('image-compress')).toEqual([]);
    openedTool('text-diff');
    expect(chainInto('image-converter')).toEqual([]);
  });

  it('starts again from a tool the files did not come to by the chain, and breaks at a tool without recipe options', () => {
    continueChain('image-resize', { width: 1 }, 'image-compress', true);
    continueChain('image-converter', { target: 'png' }, 'image-compress', true);
    expect(chainInto('image-compress')).toEqual([{ tool: 'image-converter', options: { target: 'png' } }]);
    continueChain('image-compress', {}, 'image-removebg', false);
    expect(chainInto('image-removebg')).toEqual([]);
  });
});

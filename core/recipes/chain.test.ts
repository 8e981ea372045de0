import { describe, expect, it } from 'vitest';
import { chainInto, continueChain, leftTool, openedTool } from './chain';

describe('the "Continue with…" chain', () => {
  it('grows with each hand-off and ends when another tool opens', () => {
    continueChain('image-resize', 'image-compress', true);
    openedTool('image-compress');
    continueChain('image-compress', 'image-converter', true);
    expect(chainInto('image-converter')).toEqual(['image-resize', 'image-compress']);
    expect(chainInto('image-compress')).toEqual([]);
    openedTool('text-diff');
    expect(chainInto('image-converter')).toEqual([]);
  });

  it('starts again from a tool the files did not come to by the chain, and breaks at a tool without recipe options', () => {
    continueChain('image-resize', 'image-compress', true);
    continueChain('image-converter', 'image-compress', true);
    expect(chainInto('image-compress')).toEqual(['image-converter']);
    continueChain('image-compress', 'image-removebg', false);
    expect(chainInto('image-removebg')).toEqual([]);
  });
  it('ends when the last tool\'s results leave the screen, but not for a remount or a hand-off', async () => {
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    continueChain('image-resize', 'image-compress', true);
    leftTool('image-resize');
    leftTool('image-compress');
    openedTool('image-compress');
    await nextTask();
    expect(chainInto('image-compress')).toEqual(['image-resize']);
    continueChain('image-compress', 'image-converter', true);
    leftTool('image-compress');
    await nextTask();
    expect(chainInto('image-converter')).toEqual(['image-resize', 'image-compress']);
    leftTool('image-converter');
    await nextTask();
    expect(chainInto('image-converter')).toEqual([]);
  });
});

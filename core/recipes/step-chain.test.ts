import { describe, expect, it } from 'vitest';
import { firstChainBreak } from './step-chain';

describe('whether recipe steps fit together', () => {
  it('lets a step follow one whose output it takes', () => {
    expect(firstChainBreak(['image-resize', 'image-compress', 'image-converter'])).toBeNull();
    expect(firstChainBreak(['video-compress', 'audio-converter'])).toBeNull();
    expect(firstChainBreak(['svg-optimizer', 'image-converter'])).toBeNull();
    expect(firstChainBreak(['svg-optimizer'])).toBeNull();
  });
  it('names the first step that cannot take what the step before it makes', () => {
    expect(firstChainBreak(['image-resize', 'svg-optimizer'])).toEqual({ step: 2, tool: 'svg-optimizer', previous: 'image-resize' });
    expect(firstChainBreak(['image-resize', 'image-converter', 'audio-converter'])).toEqual({ step: 3, tool: 'audio-converter', previous: 'image-converter' });
    expect(firstChainBreak(['audio-converter', 'video-compress'])).toEqual({ step: 2, tool: 'video-compress', previous: 'audio-converter' });
  });
});

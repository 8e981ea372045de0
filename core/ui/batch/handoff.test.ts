import { describe, expect, it } from 'vitest';
import type { ToolManifest } from '../../plugin/schema';
import { continueTargets, sendToTool, takeHandoff } from './handoff';

const tool = (id: string, accept?: ToolManifest['accept']) => ({ id, accept }) as ToolManifest;
const catalogue = [
  tool('image-compress', { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }),
  tool('image-resize', { 'image/*': ['.jpg', '.png', '.webp'] }),
  tool('svg-optimizer', { 'image/svg+xml': ['.svg'] }),
  tool('word-count'),
];

describe('continueTargets', () => {
  it('offers the other tools whose accept takes every type, by MIME type or extension', () => {
    expect(continueTargets(catalogue, ['image/jpeg'], 'image-compress').map((t) => t.id)).toEqual(['image-resize']);
    expect(continueTargets(catalogue, ['image/png', 'image/jpeg'], 'svg-optimizer').map((t) => t.id)).toEqual(['image-compress', 'image-resize']);
    expect(continueTargets(catalogue, ['image/svg+xml'], 'image-compress').map((t) => t.id)).toEqual(['image-resize', 'svg-optimizer']);
    expect(continueTargets(catalogue, ['text/plain'], 'image-compress')).toEqual([]);
    expect(continueTargets(catalogue, [], 'image-compress')).toEqual([]);
  });

  it('answers a repeated question from its cache, whatever the order of the types', () => {
    const first = continueTargets(catalogue, ['image/png', 'image/jpeg'], 'word-count');
    expect(continueTargets(catalogue, ['image/jpeg', 'image/png'], 'word-count')).toBe(first);
    // Another catalogue is another question.
    expect(continueTargets(catalogue.slice(0, 1), ['image/png', 'image/jpeg'], 'word-count').map((t) => t.id)).toEqual(['image-compress']);
  });
});

describe('handoff', () => {
  it('keeps files for a tool until it takes them, once', () => {
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    sendToTool('image-resize', [photo]);
    sendToTool('image-resize', [photo]);
    expect(takeHandoff('image-resize')).toHaveLength(2);
    expect(takeHandoff('image-resize')).toEqual([]);
  });
});

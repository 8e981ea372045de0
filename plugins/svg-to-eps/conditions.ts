import { passesConditionalAttributes } from '../../kits/svg/conditional-attributes';
import type { SvgNode } from './svg-tree';

/** The language conditional processing tests against (the bench's and most users' Chromium). */
const USER_LANGUAGE = (typeof navigator !== 'undefined' && navigator.language) || 'en-US';

/** Whether an element passes its conditional attributes, as Chromium reads them. */
export function passesConditions(node: SvgNode): boolean {
  const { requiredExtensions, systemLanguage } = node.attributes;
  return passesConditionalAttributes(requiredExtensions, systemLanguage, [USER_LANGUAGE]);
}

const SWITCH_CHOICES = new Set(['g', 'a', 'switch', 'svg', 'use', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'image', 'foreignObject']);

/** The one child a <switch> draws: the first drawable one passing its conditions. */
export function switchChoice(node: SvgNode): SvgNode | undefined {
  return node.children.find((child) => SWITCH_CHOICES.has(child.name) && passesConditions(child));
}

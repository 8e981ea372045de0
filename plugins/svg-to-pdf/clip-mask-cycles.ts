import { declaredValue, removeDeclaration } from './style-declarations';
import { referencedId } from '../../kits/svg/references';

/**
 * Main thread: the clip-path and mask references Chromium ignores, removed before svg2pdf.js (which
 * follows a loop until the stack runs out) and the soft-mask plan read them: the mask property of a
 * <mask> (Chromium draws the mask as if it had none), and each reference that closes a loop of clip
 * paths or masks (clip1 clipped by clip2, itself clipped by clip1, or a child of a mask masked by
 * that mask). Chromium breaks a loop once for the whole document, at the reference met last when
 * walking from the first clip path or mask in document order: so does this. Returns how many
 * references were removed.
 */

const RESOURCES = new Set(['clipPath', 'mask']);
const PROPERTIES = ['clip-path', 'mask'];

interface Reference {
  element: Element;
  property: string;
  target: Element;
}

export function dropClipAndMaskCycles(root: Element): number {
  let removed = 0;
  for (const mask of Array.from(root.querySelectorAll('mask'))) {
    if (declaredValue(mask, 'mask') === undefined) continue;
    removeDeclaration(mask, 'mask');
    removed++;
  }
  const byId = new Map<string, Element>();
  for (const element of Array.from(root.querySelectorAll('[id]'))) if (!byId.has(element.id)) byId.set(element.id, element);
  const resources = Array.from(root.querySelectorAll('clipPath, mask'));
  const referencesOf = (resource: Element): Reference[] =>
    [resource, ...Array.from(resource.getElementsByTagName('*'))].flatMap((element) =>
      PROPERTIES.flatMap((property) => {
        const target = byId.get(referencedId(declaredValue(element, property)) ?? '');
        return target && RESOURCES.has(target.localName) ? [{ element, property, target }] : [];
      }),
    );
  // Depth first, with a stack of its own: a long chain of references must not exhaust the call stack.
  const state = new Map<Element, 'open' | 'done'>();
  for (const start of resources) {
    if (state.has(start)) continue;
    state.set(start, 'open');
    const stack = [{ resource: start, references: referencesOf(start), next: 0 }];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const reference = top.references[top.next++];
      if (!reference) {
        state.set(top.resource, 'done');
        stack.pop();
        continue;
      }
      const seen = state.get(reference.target);
      if (seen === 'open') {
        removeDeclaration(reference.element, reference.property);
        removed++;
      } else if (!seen) {
        state.set(reference.target, 'open');
        stack.push({ resource: reference.target, references: referencesOf(reference.target), next: 0 });
      }
    }
  }
  return removed;
}

import type { CustomPlugin, XastElement, XastParent } from 'svgo/browser';

const ANIMATIONS = new Set(['set', 'animate']);
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** A `<set>` or `<animate>` that changes a link's target (to a javascript: URL, say). */
function animatesHref(node: XastElement): boolean {
  return ANIMATIONS.has(localName(node.name)) && localName((node.attributes.attributeName ?? '').trim()) === 'href';
}

/**
 * Runs last, after svgo's removeScripts (whose list of handlers misses newer ones such as
 * onpointerenter, which removeUnknownsAndDefaults otherwise drops): every `on…` attribute goes,
 * and every `<set>`/`<animate>` aimed at `href`.
 */
export const stripActiveContent: CustomPlugin = {
  name: 'localboxStripActiveContent',
  fn: () => ({
    element: {
      enter: (node: XastElement, parent: XastParent) => {
        if (animatesHref(node)) {
          parent.children = parent.children.filter((child) => child !== node);
          return;
        }
        for (const name of Object.keys(node.attributes)) if (/^on/i.test(localName(name))) delete node.attributes[name];
      },
    },
  }),
};

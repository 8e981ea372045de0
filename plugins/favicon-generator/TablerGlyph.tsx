import type { IconNode } from './generator-assets';

/** One icon of the set drawn inline from its path data, as Tabler draws it (our own data, set as props). */
export function TablerGlyph({ nodes, size = 24 }: { nodes: IconNode[]; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {nodes.map(([, attributes], index) => (
        <path key={index} d={attributes.d} fill={attributes.fill} stroke={attributes.stroke} opacity={attributes.opacity} />
      ))}
    </svg>
  );
}

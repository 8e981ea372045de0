/** Longest side of the editor's working copy: enough for a sharp canvas, small enough to redraw fast. */
export const PREVIEW_MAX_SIDE = 1600;

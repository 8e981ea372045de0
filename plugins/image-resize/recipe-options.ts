// What a recipe step of this tool is checked against (core/recipes).
export { resizeOptionsSchema as schema, DEFAULT_RESIZE_OPTIONS as defaults } from './resize-options';

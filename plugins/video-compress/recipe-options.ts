// What a recipe step of this tool is checked against (core/recipes).
export { videoOptionsSchema as schema, VIDEO_DEFAULTS as defaults } from './options';

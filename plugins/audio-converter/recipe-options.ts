// What a recipe step of this tool is checked against (core/recipes).
export { audioOptionsSchema as schema, AUDIO_DEFAULTS as defaults } from './options';

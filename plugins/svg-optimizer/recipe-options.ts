// What a recipe step of this tool is checked against (core/recipes).
export { optionsSchema as schema, DEFAULT_OPTIONS as defaults } from './options';

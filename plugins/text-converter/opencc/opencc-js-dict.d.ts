/** opencc-js's dictionaries: "key value|key value…", one module each. */
declare module 'opencc-js/dict/*' {
  const entries: string;
  export default entries;
}

/** What the editor starts with: a 200 × 200 circle in the app's indigo. */
export const DEFAULT_CODE = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <circle cx="100" cy="100" r="80" fill="#6366f1" />
</svg>
`;

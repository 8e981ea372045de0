declare module 'spdx-satisfies' {
  /** True when the SPDX expression is satisfied by the licences listed (throws on an invalid expression). */
  export default function satisfies(expression: string, allowed: string[]): boolean;
}

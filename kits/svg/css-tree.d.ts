/** The parts of css-tree (no types of its own) that kits/svg/outside-references.ts uses. */
declare module 'css-tree/tokenizer' {
  /** Calls onToken for each CSS Syntax Level 3 token of `source`, with its type and offsets. */
  export function tokenize(source: string, onToken: (type: number, start: number, end: number) => void): void;
  export const tokenTypes: {
    Ident: number;
    Function: number;
    AtKeyword: number;
    String: number;
    BadString: number;
    Url: number;
    BadUrl: number;
    Semicolon: number;
    LeftParenthesis: number;
    RightParenthesis: number;
    LeftCurlyBracket: number;
    RightCurlyBracket: number;
  };
}

declare module 'css-tree/utils' {
  /** Each decodes CSS escapes: an identifier, a quoted string (with its quotes), a url(…) token. */
  export const ident: { decode(text: string): string };
  export const string: { decode(text: string): string };
  export const url: { decode(text: string): string };
}

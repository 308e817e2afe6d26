// Plain text as the shop handles it: what a visitor types is text, never markup or a pattern. The one
// stripper of the control characters nobody types, and the one escape that makes text a literal
// inside a regular expression.

/**
 * Text without control characters: line breaks and tabs stay (a note has lines), every other C0
 * character and DEL go, so they never reach the database, an email or a calendar.
 */
export function withoutControlCharacters(text: string): string {
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point: they are stripped
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}

/**
 * Every kind of line break as "\n": CR LF, a lone CR, and U+2028, U+2029 and NEL (U+0085), which some
 * calendar and email parsers split lines at while others do not, so a line break is one kind before text is kept
 * or escaped.
 */
export const unifyLineBreaks = (text: string) => text.replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n");

/** Text matched literally inside a RegExp: every character with a meaning there escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

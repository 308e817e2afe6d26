// iCalendar's TEXT escaping and line folding (RFC 5545): the calendar files a booking writes
// (booking/ics.ts) and the outbox's seal, which puts a private link into a stored .ics at sending time.
import { unifyLineBreaks, withoutControlCharacters } from "#shop/plain-text.ts";

const CRLF = "\r\n";

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  // Line breaks first become one kind (U+2028, U+2029 and NEL too: a common parser splits the line
  // there and drops the event's details), so the stripper keeps only "\n" (RFC 5545 TEXT holds no others).
  return withoutControlCharacters(unifyLineBreaks(value))
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

/** A content line folded at 75 octets (RFC 5545 3.1): CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const pieces: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const octets = Buffer.byteLength(char);
    if (size + octets > limit) {
      pieces.push(current);
      current = "";
      size = 0;
      // A continuation line starts with the space, which counts toward its 75.
      limit = 74;
    }
    current += char;
    size += octets;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

// How many parts a text is sent in, as carriers count them: GSM-7 (160 characters in one part, 153 per
// part when split; the extension characters such as € and [ take two) unless any character is outside
// GSM-7, then UCS-2 (70, or 67 per part; a character beyond the BMP, an emoji, takes two). Every text we
// send is kept within two parts: a third costs the shop another message and arrives out of order on
// some phones.

const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";

/** The most parts a text of ours may take. */
export const MAX_SEGMENTS = 2;

export interface SegmentCount {
  encoding: "GSM-7" | "UCS-2";
  /** Characters as the encoding counts them (septets for GSM-7, 16-bit units for UCS-2). */
  units: number;
  segments: number;
}

export function countSegments(text: string): SegmentCount {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: "GSM-7", units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length;
  return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/**
 * The text with every character GSM-7 lacks written without its accent ("Reparación" reads
 * "Reparacion"; é, ñ, ü, ¿ and ¡ are GSM-7 and stay), so a Spanish text keeps 153 characters a part.
 */
export const withGsmLetters = (text: string): string =>
  [...text]
    .map((ch) =>
      GSM_BASIC.includes(ch) || GSM_EXTENDED.includes(ch) ? ch : ch.normalize("NFD").replace(/\p{M}/gu, ""),
    )
    .join("");

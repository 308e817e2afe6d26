// The copy of what a visitor signed at check-in or pickup (api/checkin/), as the email tells it: the
// words as they read them, when, where and which version. The name typed is kept with the repair but
// not repeated here, as no visitor email repeats what was typed (words/visitor.ts says why).
import { business } from "#shop/facts.ts";
import type { Booking } from "../types.ts";
import type { Words } from "./journey.ts";

/** What was signed, as api/checkin/store.ts keeps it. */
export interface SignedCopy {
  kind: "terms" | "pickup";
  version: string;
  words: string;
  place: "tracker" | "counter";
  at: number;
}

export function signedWords(b: Booking, s: SignedCopy, link: string | undefined): Words {
  const what = s.kind === "terms" ? "the repair terms you signed" : "your pickup confirmation";
  const time = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: business.timeZone,
  }).format(new Date(s.at));
  const place = s.place === "tracker" ? "on your private repair link" : "at our counter";
  return {
    subject: `${business.name}: ${what} (${b.reference})`,
    text:
      `Here is a copy of ${what} for repair ${b.reference}.\n\n` +
      `Signed ${time}, ${place} (version ${s.version}):\n\n${s.words}\n\n` +
      (link ? `Your booking: ${link}\n\n` : "") +
      `${business.name}, ${business.phone.display}\n`,
  };
}

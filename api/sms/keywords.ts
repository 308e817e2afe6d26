// A visitor's one-word texts, read as the carriers read them: any case, spaces around it ignored.
// The opt-out and opt-in words are the ones US carriers and the CTIA's handbook name; 'C' and 'R' are
// ours, offered by the reminders ('C' confirms, 'R' sends the private link again).

const KEYWORDS: Record<string, readonly Keyword[]> = {
  STOP: ["stop"],
  STOPALL: ["stop"],
  UNSUBSCRIBE: ["stop"],
  CANCEL: ["stop"],
  END: ["stop"],
  QUIT: ["stop"],
  START: ["start"],
  UNSTOP: ["start"],
  // YES opts back in, and answering a reminder it also confirms the visit.
  YES: ["start", "confirm"],
  HELP: ["help"],
  C: ["confirm"],
  R: ["link"],
};

export type Keyword = "stop" | "start" | "help" | "confirm" | "link";

/** What a text asks for, or an empty list when it is a reply for the owner to read. */
export const keywordsOf = (body: string): readonly Keyword[] => KEYWORDS[body.trim().toUpperCase()] ?? [];

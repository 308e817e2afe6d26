// Signing the repair terms: the words a signature keeps (the terms exactly as shown), and the form's
// reading. A signature is refused on another booking's link, on a version other than the one shown
// now (the words changed since the page was opened), without a typed full name, or without the tick.
import type { Terms } from "#shop/checkin-content.ts";

/** The terms as one text, as the page shows them and the signature keeps them. */
export const termsWords = (terms: Terms) =>
  [terms.title, ...terms.sections.map((s) => `${s.title}\n${s.text}`)].join("\n\n");

export type SignRefusal = { status: 400 | 403 | 409; code: string; message: string };

/** The typed name, or why the form is refused. */
export function readSignForm(
  body: unknown,
  expect: { reference: string; version: string },
): { ok: true; name: string } | ({ ok: false } & SignRefusal) {
  const form = (body ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof form[key] === "string" ? (form[key] as string).trim() : "");
  if (text("booking") !== expect.reference)
    return refuse(403, "other_booking", "This signature is for another repair: open your own link and sign there.");
  if (text("version") !== expect.version)
    return refuse(
      409,
      "terms_changed",
      "The shop's terms have changed since this page was opened: read the new version and sign it.",
    );
  const name = text("name").replace(/\s+/g, " ");
  if (name.length < 2 || name.length > 100 || !/\p{L}/u.test(name))
    return refuse(400, "name_required", "Type your full name to sign.");
  if (!["1", "on", "yes"].includes(text("agree")))
    return refuse(400, "agree_required", "Tick the box to say you accept the terms.");
  return { ok: true, name };
}

const refuse = (status: 400 | 403 | 409, code: string, message: string) => ({
  ok: false as const,
  status,
  code,
  message,
});

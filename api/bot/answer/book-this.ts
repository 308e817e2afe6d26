// A quote the visitor asked to book ("I want to book a screen for my 13"): the booking page opened on the
// repair and the model talked about, as a sentence after the quote and a button beside Call.
import { MAX_ACTIONS, type ChatAction } from "#shop/chat-contract.ts";
import type { BookableService } from "#shop/content-schemas.ts";
import { booking } from "#shop/owner-data.ts";
import { shopLanguage } from "#shop/facts.ts";
import type { Analysis } from "../read/read.ts";
import type { Say } from "../say/say.ts";
import { bookHref } from "../../../site/ui/book/href.ts";

/** The repair (one booked online) and the model (one of ours, by its page's slug) the booking opens on. */
export function booked(a: Analysis): { service?: BookableService; model?: string } {
  const repairs = [...a.services, ...a.problems.flatMap((p) => (p.service ? [p.service] : []))];
  const service = booking.services.find((s) => (repairs as readonly string[]).includes(s));
  return { service, model: a.mention?.kind === "known" ? a.mention.model.slug : undefined };
}

export function bookThis(a: Analysis, t: Say): { sentence: string; action: ChatAction } {
  const { service, model } = booked(a);
  const href = bookHref(shopLanguage(t.language), { service, model });
  const frame = service && model ? "bookThisBoth" : model ? "bookThisModel" : service ? "bookThisRepair" : "bookThis";
  return { sentence: t.f(frame, { book: href }), action: { kind: "book", label: t.f("actionBook"), href } };
}

/** The booking's button after the ways to reach a person (Call, Text), before the rest. */
export function withBooking(actions: readonly ChatAction[], book: ChatAction | undefined): ChatAction[] {
  if (!book) return [...actions];
  const contact = (action: ChatAction) => action.kind === "call" || action.kind === "text";
  return [...actions.filter(contact), book, ...actions.filter((action) => !contact(action))].slice(0, MAX_ACTIONS);
}

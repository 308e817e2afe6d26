// What every row of the assistant's tables checks: the parts understood, the model, the facts the
// answer must and must not contain, and the contract every answer keeps (only the data's dollar
// amounts, short plain text, no line said twice, never a bare "Yes", a call action first).
import { expect } from "vitest";
import type { ChatTurn, LocalEngine, EngineAnswer } from "../../api/bot/answer/engine.ts";
import type { Model, ServiceKey } from "#shop/content-schemas.ts";
import { MAX_ACTIONS } from "#shop/chat-contract.ts";
import { smsHref } from "#shop/facts.ts";
import { KNOWN_AMOUNTS, price } from "./assistant-facts.ts";

export interface Row {
  message: string;
  /** The model slug of the page the widget is on. */
  model?: string;
  history?: ChatTurn[];
  now?: Date;
  intent: string;
  /** Further parts the answer must cover (any order after the first). */
  intents?: string[];
  /** Every part the answer covers, in order: nothing more (no block of facts nobody asked for). */
  exactly?: string[];
  /** The model slug (or older/unlisted model name) the answer must be about; null for none. */
  about?: string | null;
  must?: (string | RegExp)[];
  mustNot?: (string | RegExp)[];
  /** Kinds of action the answer must offer, in this order (Text, checked for every answer, aside). */
  actions?: string[];
  /** Facts that must appear in this order. */
  inOrder?: string[];
  /** At most this many lines (a short human reply, not a block of shop facts). */
  maxLines?: number;
  /** Said in Spanish: its follow-ups and buttons too. */
  spanish?: boolean;
}

/** A row: a message, the intent it must be read as, and anything more the row says. */
export const ask = (message: string, intent: string, more: Partial<Row> = {}): Row => ({ message, intent, ...more });
/** The same, for a message in Spanish (its follow-ups and buttons are Spanish too). */
export const askEs = (message: string, intent: string, more: Partial<Row> = {}): Row =>
  ask(message, intent, { spanish: true, ...more });

/** A row about one model whose answer must give that model's price for one repair (the tables' most common row), and anything more the row says. */
export const priceRow = (message: string, intent: string, m: Model, key: ServiceKey, more: Partial<Row> = {}): Row => ({
  message,
  intent,
  about: m.slug,
  must: [price(m, key)],
  ...more,
});

const NOT_BARE_YES = /^Yes[.!]?$/m;

export function label(r: { message: string; model?: string; history?: unknown[] }, prefix: string): string {
  return `${prefix}: ${r.message}${r.model ? ` [page ${r.model}]` : ""}${r.history ? " [with history]" : ""}`;
}

export function expectAnswer(answer: EngineAnswer, c: Row): void {
  const text = answer.response;
  expect(answer.intent, text).toBe(c.intent);
  for (const part of c.intents ?? []) expect(answer.intents, text).toContain(part);
  if (c.exactly) expect(answer.intents, text).toEqual(c.exactly);
  if (c.about !== undefined) expect(answer.model ?? null, text).toBe(c.about);
  for (const fact of c.must ?? []) {
    if (typeof fact === "string") expect(text, `should contain ${JSON.stringify(fact)}`).toContain(fact);
    else expect(text).toMatch(fact);
  }
  for (const fact of c.mustNot ?? []) {
    if (typeof fact === "string") expect(text).not.toContain(fact);
    else expect(text).not.toMatch(fact);
  }
  if (c.inOrder) {
    const positions = c.inOrder.map((f) => text.indexOf(f));
    expect(
      positions.every((p) => p >= 0),
      text,
    ).toBe(true);
    expect(
      [...positions].sort((x, y) => x - y),
      text,
    ).toEqual(positions);
  }
  if (c.maxLines !== undefined) expect(text.split("\n").length, text).toBeLessThanOrEqual(c.maxLines);
  // Every answer: only dollar amounts the data has, short, plain text, no line said twice, never a bare "Yes".
  for (const amount of text.match(/\$\d+(?:,\d{3})*/g) ?? [])
    expect(KNOWN_AMOUNTS, `${amount} is not in the data`).toContain(amount);
  expect(text.length).toBeLessThanOrEqual(1200);
  expect(text).not.toMatch(/undefined|\bNaN\b|\[object|<\/?[a-z]/);
  const lines = text.split("\n");
  expect(new Set(lines).size, text).toBe(lines.length);
  expect(text).not.toMatch(NOT_BARE_YES);
  // Actions and suggestions per the contract.
  expect(answer.actions.length).toBeLessThanOrEqual(MAX_ACTIONS);
  expect(answer.actions[0]?.kind).toBe("call");
  // Text beside Call, exactly when the shop's number takes texts (business.ts).
  expect(answer.actions[1]?.kind === "text", "Text after Call").toBe(smsHref !== undefined);
  expect(answer.suggestions.length).toBeLessThanOrEqual(4);
  expect(answer.suggestions.length).toBeGreaterThanOrEqual(2);
  if (c.actions)
    expect(
      answer.actions.map((a) => a.kind).filter((kind) => kind !== "text"),
      text,
    ).toEqual(c.actions);
  if (c.spanish) {
    expect(
      answer.suggestions.every((s) => s.startsWith("¿")),
      answer.suggestions.join(" | "),
    ).toBe(true);
    expect(answer.actions[0]!.label).toMatch(/^Llamar/);
  }
}

/** Every suggestion of every answer, sent back in its conversation, is understood (not small talk). */
export function misreadSuggestions(engine: LocalEngine, rows: readonly Row[]): string[] {
  const misread: string[] = [];
  for (const c of rows) {
    const history = c.history ?? [];
    const first = engine.answer({ message: c.message, model: c.model, history });
    const next: ChatTurn[] = [
      ...history,
      { role: "user", content: c.message },
      { role: "assistant", content: first.response },
    ];
    for (const suggestion of first.suggestions) {
      const answer = engine.answer({ message: suggestion, model: c.model, history: next });
      if (["off-topic", "greeting", "thanks", "rude"].includes(answer.intent))
        misread.push(`${c.message} -> ${suggestion}: ${answer.intent}`);
    }
  }
  return misread;
}

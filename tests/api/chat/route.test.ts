// The chat answer's contract over real HTTP (a listening Fastify server on loopback): `response`, plus
// `actions` (0 to 4, kinds call/directions/page/pricing with the hrefs the data gives) and `suggestions`
// (0 to 4 short prompts that the assistant itself understands when the widget sends them back).
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../api/bot/answer/engine.ts";
import { business, mapsUrl, modelPath, models, pricingUrl, smsHref, telHref } from "#shop/facts.ts";
import { MAX_ACTIONS } from "#shop/chat-contract.ts";
import { useFixtureServer } from "../../helpers/api-fixture.ts";

const CHAT = "/api/troubleshooting-bot";
const NOW = new Date("2025-06-04T15:00:00Z");
const server = useFixtureServer({ now: () => NOW });

interface Answer {
  response: string;
  actions?: { kind: string; label: string; href: string }[];
  suggestions?: string[];
}

async function ask(body: Record<string, unknown>): Promise<Answer> {
  const res = await fetch(server.base + CHAT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

const priced = models.find((m) => m.prices.screen !== undefined)!;
const other = models.find((m) => m.slug !== priced.slug)!;

function expectContract(answer: Answer) {
  expect(Object.keys(answer).sort()).toEqual(["actions", "response", "suggestions"]);
  expect(typeof answer.response).toBe("string");
  expect(answer.actions!.length).toBeLessThanOrEqual(MAX_ACTIONS);
  expect(answer.suggestions!.length).toBeLessThanOrEqual(4);
  const pages = new Set(models.map((m) => modelPath(m)));
  for (const action of answer.actions!) {
    expect(Object.keys(action).sort()).toEqual(["href", "kind", "label"]);
    expect(action.label.length).toBeGreaterThan(0);
    if (action.kind === "call") expect(action.href).toBe(telHref);
    else if (action.kind === "text") expect(action.href).toBe(smsHref);
    else if (action.kind === "directions") expect(action.href).toBe(mapsUrl);
    else if (action.kind === "pricing") expect(action.href).toBe(pricingUrl);
    else if (action.kind === "page") expect(pages.has(action.href)).toBe(true);
    else throw new Error(`unknown action kind ${action.kind}`);
  }
  for (const s of answer.suggestions!) expect(s.length).toBeLessThanOrEqual(40);
  expect(new Set(answer.suggestions).size).toBe(answer.suggestions!.length);
}

describe("the page's language (lang)", () => {
  it("is accepted as en or es beside the message, and anything else is a 400", async () => {
    expectContract(await ask({ message: "¿Cuánto cuesta cambiar la pantalla?", lang: "es" }));
    expectContract(await ask({ message: "How much is a screen?", lang: "en" }));
    const res = await fetch(server.base + CHAT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "hola", lang: "fr" }),
    });
    expect(res.status).toBe(400);
  });
});

describe("the chat answer: response, actions and suggestions", () => {
  it("a repair question gets a call button, directions and the model's page", async () => {
    const answer = await ask({ message: `how much is a screen for the ${priced.name}` });
    expectContract(answer);
    expect(answer.response).toContain(`$${priced.prices.screen}`);
    const kinds = answer.actions!.map((a) => a.kind);
    expect(kinds[0]).toBe("call");
    expect(kinds).toContain("directions");
    expect(answer.actions!.find((a) => a.kind === "page")?.href).toBe(modelPath(priced));
    expect(answer.actions!.find((a) => a.kind === "call")?.label).toContain(business.phone.display);
  });

  it("on the model's own page, no button back to that page", async () => {
    const answer = await ask({ message: "how much is the screen?", model: priced.slug });
    expectContract(answer);
    expect(answer.actions!.some((a) => a.kind === "page")).toBe(false);
  });

  it("a price question without a model gets the price list", async () => {
    const answer = await ask({ message: "how much does it cost" });
    expectContract(answer);
    expect(answer.actions!.some((a) => a.kind === "pricing")).toBe(true);
  });

  it("the hours get directions; off-topic gets only the call (and the text, where the number takes texts)", async () => {
    const reach = smsHref ? ["call", "text"] : ["call"];
    const hours = await ask({ message: "what are your hours" });
    expectContract(hours);
    expect(hours.actions!.map((a) => a.kind)).toEqual([...reach, "directions"]);
    const off = await ask({ message: "tell me a joke" });
    expectContract(off);
    expect(off.actions!.map((a) => a.kind)).toEqual(reach);
    if (smsHref)
      expect(off.actions![1]).toMatchObject({ href: smsHref, label: expect.stringContaining(business.phone.display) });
  });

  it("every suggestion, sent back with the conversation, is understood and answered", async () => {
    const first = { message: `my ${other.name} screen is cracked` };
    const answer = await ask(first);
    expectContract(answer);
    expect(answer.suggestions!.length).toBeGreaterThanOrEqual(2);
    const history = [
      { role: "user", content: first.message },
      { role: "assistant", content: answer.response },
    ];
    const engine = new LocalEngine({ now: () => NOW });
    for (const suggestion of answer.suggestions!) {
      const next = await ask({ message: suggestion, history });
      expectContract(next);
      const local = engine.answer({ message: suggestion, history: history as never });
      expect(local.intent, suggestion).not.toBe("off-topic");
      expect(next.response).toBe(local.response);
    }
  });
});

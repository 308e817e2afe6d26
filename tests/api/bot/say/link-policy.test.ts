// One link policy (shop/links.ts) for the server and the widget, proven on generated replies: what
// the server's filter of an LLM reply (keepOwnLinks) lets through is exactly what the chat widget's
// linkify (loaded through Vite with the build's real virtual:shop-facts) turns into links, and
// nothing but our site, the shop's phone and the directions ever becomes a link, whatever the
// reply glues, encodes, capitalizes, fakes with Unicode lookalikes or nests. Every fact comes
// from site/_data, so the properties hold for another shop's data too.
import fc from "fast-check";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepOwnLinks, LINK_POLICY } from "../../../../api/bot/say/llm-reply.ts";
import { business, mapsUrl, modelPath, models, pricingIsExternal, pricingUrl } from "#shop/facts.ts";
import { linksIn, splitLinks, US_PHONE } from "#shop/links.ts";
import { shopFacts, shopFactsModule } from "../../../../widgets/build/shop-facts.ts";

type WidgetPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string; external: boolean };
let linkify: (text: string, siteBase: string) => WidgetPart[];
let vite: ViteDevServer;

beforeAll(async () => {
  // The widget's own module, with virtual:shop-facts made by the build's code (widgets/build/shop-facts.ts).
  const id = "virtual:shop-facts";
  vite = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: "silent",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [
      {
        name: "shop-facts",
        resolveId: (s) => (s === id ? `\0${id}` : undefined),
        load: (l) => (l === `\0${id}` ? shopFactsModule() : undefined),
      },
    ],
  });
  ({ linkify } = (await vite.ssrLoadModule("/widgets/repair-chat/linkify.ts")) as { linkify: typeof linkify });
});
afterAll(async () => {
  await vite?.close();
});

const SITE = new URL(business.siteUrl).origin;
/** The widget's script origin as on our own pages: site paths resolve there. */
const BASE = SITE;
const phoneDigits = business.phone.e164.replace(/^\+1/, "");
const DISPLAY = business.phone.display;

/** An href the policy allows, judged here independently of the module under test. */
function isAllowedHref(href: string): boolean {
  if (href.startsWith("tel:")) return href === `tel:${business.phone.e164}`;
  const url = new URL(href);
  if (url.username || url.password) return false;
  return (
    url.href === new URL(mapsUrl).href ||
    (pricingIsExternal && url.href === new URL(pricingUrl).href) ||
    url.origin === SITE
  );
}

const widgetLinks = (text: string) =>
  linkify(text, BASE).filter((p): p is Extract<WidgetPart, { kind: "link" }> => p.kind === "link");
const serverLinks = (text: string) => linksIn(text, LINK_POLICY, BASE).map(({ text: t, href }) => ({ text: t, href }));

// --- what replies are made of ------------------------------------------------------------------------
const ours = [
  `${SITE}${modelPath(models[0]!)}`,
  `${SITE}/pricing/`,
  `${SITE}/`,
  mapsUrl,
  `tel:${business.phone.e164}`,
  DISPLAY,
  `+1 ${phoneDigits.slice(0, 3)} ${phoneDigits.slice(3, 6)} ${phoneDigits.slice(6)}`,
  modelPath(models.at(-1)!),
  "/pricing/",
  // The booking page opened on a repair and a model, as the assistant's "book it" sentence writes it.
  `/book/?service=screen&model=${models[0]!.slug}`,
];
const hostile = [
  "https://evil.test/book",
  "http://evil.test",
  "//evil.test/x",
  "www.evil.test",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<b>x</b>",
  "vbscript:msgbox(1)",
  "tel:+15550109999",
  "(555) 010-9999",
  "555.010.9999",
  "https://www.google.com/maps/search/?api=1&query=elsewhere",
  "https://google.com.evil.test/maps/search/?api=1",
  `https://${new URL(SITE).host}.evil.test/`,
  `${SITE}@evil.test/`,
  `https://user:pass@${new URL(SITE).host}/`,
  `https://evil.test/?next=${SITE}/`,
  `${SITE}/redirect?to=https://evil.test/`,
  "https://%65vil.test/",
  "https://evil.test%2F@x.test/",
  "https://ｅｖｉｌ.test/",
  "https://evіl.test/", // Cyrillic і
  "ｈｔｔｐｓ：／／evil.test/",
  "http:evil.test",
  "https:\\\\evil.test",
  "mailto:x@evil.test",
  "sms:+15550109999",
  "intent://evil.test#Intent;end",
];
/** Glue and wrapping a reply may put around a link. */
const before = ["", "", " ", "our", "atx", "x", "(", "[", "**", "“", "see:", "Book online our", "\u200B", "1"];
const after = ["", "", ".", ",", ")", "!", "**", "”", "?x=1", "/", "\u200B", "https://evil.test"];
const lookalike: Record<string, string> = { a: "а", e: "е", o: "о", p: "р", c: "с", x: "х", i: "і" }; // Cyrillic

const mutate = (link: string, how: string, seed: number) => {
  switch (how) {
    case "upper":
      return link.toUpperCase();
    case "mixed":
      return [...link].map((ch, i) => ((i + seed) % 2 ? ch.toUpperCase() : ch.toLowerCase())).join("");
    case "encoded":
      return link.replace(/[a-z]/, (ch) => `%${ch.charCodeAt(0).toString(16)}`);
    case "lookalike": {
      const chars = [...link];
      const at = chars.findIndex((ch, i) => i >= seed % Math.max(1, chars.length) && lookalike[ch]);
      if (at >= 0) chars[at] = lookalike[chars[at]!]!;
      return chars.join("");
    }
    case "fullwidth":
      return link.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
    case "nested":
      return `${link}${seed % 2 ? "/" : "?u="}https://evil.test/`;
    default:
      return link;
  }
};

const linkArb = fc
  .tuple(
    fc.constantFrom(...ours, ...hostile),
    fc.constantFrom("plain", "plain", "upper", "mixed", "encoded", "lookalike", "fullwidth", "nested"),
    fc.nat(50),
    fc.constantFrom(...before),
    fc.constantFrom(...after),
  )
  .map(([link, how, seed, pre, post]) => `${pre}${mutate(link, how, seed)}${post}`);
const wordArb = fc.constantFrom(
  "Call",
  "us",
  "at",
  "or",
  "see",
  "Directions:",
  "the",
  "screen",
  "repair",
  "for",
  "$10",
  "today.",
  "\n",
  "-",
  ":",
  "(",
  ")",
  "1",
  "555",
  "0142",
);
const replyArb = fc
  .array(fc.oneof({ arbitrary: linkArb, weight: 2 }, { arbitrary: wordArb, weight: 3 }), { maxLength: 14 })
  .chain((pieces) =>
    fc
      .array(fc.constantFrom(" ", " ", "", "\n", "  "), { minLength: pieces.length, maxLength: pieces.length })
      .map((gaps) => pieces.map((p, i) => p + gaps[i]).join("")),
  );

/** What a person could still read as an address or another number to dial, in the widget's plain text. */
const LOOKS_LIKE_A_LINK = /:\/\/|www\.|^\/\/|\s\/\/|(?:javascript|vbscript|data|tel|sms|mailto|intent):\S/i;

describe("one link policy for the server and the widget", () => {
  it("the widget's policy is the server's (the same values from the shop's facts)", () => {
    expect(shopFacts().links).toEqual(LINK_POLICY);
    expect(LINK_POLICY).toMatchObject({ siteUrl: business.siteUrl, phoneE164: business.phone.e164, mapsUrl });
  });

  it("the phone pattern is one: both sides find the shop's number in its usual spellings", () => {
    for (const spelling of [
      DISPLAY,
      `${phoneDigits.slice(0, 3)}-${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}`,
      `${phoneDigits.slice(0, 3)}.${phoneDigits.slice(3, 6)}.${phoneDigits.slice(6)}`,
      business.phone.e164,
    ]) {
      expect(`call ${spelling} now`.match(US_PHONE), spelling).toEqual([spelling]);
      expect(widgetLinks(`call ${spelling} now`), spelling).toEqual([
        { kind: "link", text: spelling, href: `tel:${business.phone.e164}`, external: false },
      ]);
      expect(keepOwnLinks(`call ${spelling} now`)).toBe(`call ${spelling} now`);
    }
  });

  it("the probe's reproductions: a glued address is neither kept by the server nor linked by the widget", () => {
    const glued = "Book online ourhttps://evil.test/book";
    expect(keepOwnLinks(glued)).toBe("Book online");
    expect(widgetLinks(glued)).toEqual([]);
    const fakeMaps = "atxhttps://google.com.evil.test/maps/search/?api=1&query=shop";
    expect(keepOwnLinks(`Directions: ${fakeMaps}`)).toBe("Directions:");
    expect(widgetLinks(fakeMaps)).toEqual([]);
    // A protocol-relative address glued to the shop's number (fast-check's find): no "//evil.test" is left.
    const afterPhone = `Call ${DISPLAY}//evil.test/x`;
    expect(keepOwnLinks(afterPhone)).not.toContain("evil.test");
    expect(widgetLinks(afterPhone).map((l) => l.href)).not.toContainEqual(expect.stringContaining("evil.test"));
  });

  it("filtering twice reads as once, where taking a link out leaves brackets inside brackets", () => {
    // Counterexamples fast-check found: the first pass left "( )" behind.
    for (const reply of [
      "( (vbscript:msgbox(1) ) ",
      `${BASE}/ Call (${BASE}/${BASE}/ (javascript:alert(1)) `,
      "see ( [ (javascript:x) ] ) now",
    ]) {
      const filtered = keepOwnLinks(reply);
      expect(keepOwnLinks(filtered), reply).toBe(filtered);
      expect(filtered, reply).not.toMatch(/\(\s*\)|\[\s*\]/);
    }
  });

  it("the widget links nothing the policy refuses, whatever the text (even text no server filtered)", () => {
    fc.assert(
      fc.property(replyArb, (reply) => {
        for (const link of widgetLinks(reply))
          expect(isAllowedHref(link.href), `${JSON.stringify(reply)} -> ${link.href}`).toBe(true);
      }),
      { numRuns: 600 },
    );
  });

  it("what the server lets through is exactly what the widget links, and nothing else there reads as an address", () => {
    fc.assert(
      fc.property(replyArb, (reply) => {
        const filtered = keepOwnLinks(reply);
        const shown = linkify(filtered, BASE);
        // The same links, in the same order, on both sides.
        expect(
          shown.filter((p) => p.kind === "link").map((p) => ({ text: p.text, href: (p as { href: string }).href })),
        ).toEqual(serverLinks(filtered));
        // Nothing refused is left for the widget to show as text, and the text holds no address.
        expect(
          splitLinks(filtered, LINK_POLICY).filter((p) => p.kind === "refused"),
          JSON.stringify(reply),
        ).toEqual([]);
        for (const part of shown) {
          if (part.kind !== "text") continue;
          expect(part.text.normalize("NFKC"), JSON.stringify(reply)).not.toMatch(LOOKS_LIKE_A_LINK);
          for (const number of part.text.match(US_PHONE) ?? [])
            expect(number.replace(/\D/g, "").slice(-10)).toBe(phoneDigits);
        }
        // Filtering twice changes nothing.
        expect(keepOwnLinks(filtered)).toBe(filtered);
      }),
      { numRuns: 600 },
    );
  });

  it("keeps every allowed link written plainly, on both sides", () => {
    fc.assert(
      fc.property(fc.subarray(ours, { minLength: 1 }), fc.constantFrom(". ", ", ", " or ", "\n"), (links, sep) => {
        const reply = `Here: ${links.join(sep)}.`;
        const filtered = keepOwnLinks(reply);
        expect(filtered).toBe(reply);
        expect(widgetLinks(filtered)).toHaveLength(links.length);
        for (const link of widgetLinks(filtered)) expect(isAllowedHref(link.href)).toBe(true);
      }),
    );
  });
});

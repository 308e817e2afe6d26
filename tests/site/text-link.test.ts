// The Text link (site/ui/Actions.tsx): where business.ts says the shop's number takes
// texts (textsAccepted), `sms:` with the number and no body (which iPhones and Android both open) stands
// beside Call on the home page's and the model pages' actions and in the contact details; where it
// does not, no page has one (the second shop's data says no, so its run proves the absence).
import { describe, expect, it } from "vitest";
import { business } from "#shop/facts.ts";
import { WORDS } from "../../site/ui/i18n/words.ts";
import { A_MODEL_PAGE, languageOf, loadPages, page } from "../helpers/built-site.ts";

const pages = loadPages();
const SMS = `sms:${business.phone.e164}`;
const TEL = `tel:${business.phone.e164}`;

describe("the Text link", () => {
  it(business.textsAccepted ? "stands beside Call on the home and model pages" : "is on no page", () => {
    if (!business.textsAccepted) {
      for (const p of pages) expect(p.$('a[href^="sms:"]').length, p.path).toBe(0);
      return;
    }
    for (const p of [page(pages, "/"), page(pages, A_MODEL_PAGE)]) {
      const links = p.$('a[href^="sms:"]');
      expect(links.length, p.path).toBeGreaterThanOrEqual(2);
      for (const link of links.toArray()) {
        // The number alone: no ?body= or &body=, which some phones would send as typed.
        expect(p.$(link).attr("href"), p.path).toBe(SMS);
        expect(p.$(link).text().trim(), p.path).toMatch(/^Text\b/);
      }
      // Beside Call: in the same group of actions as a call link.
      const besideCall = links.toArray().filter((link) => p.$(link).parent().find(`a[href="${TEL}"]`).length > 0);
      expect(besideCall.length, p.path).toBeGreaterThanOrEqual(1);
    }
  });

  it.runIf(business.textsAccepted)(
    "stands beside Call Now in every page's header, as <repair-model-menu> draws it",
    () => {
      for (const p of pages) {
        const header = p.$("header repair-model-menu nav");
        if (header.length === 0) continue;
        const text = header.find('a[href^="sms:"]');
        expect(text.length, p.path).toBe(1);
        expect(text.attr("href"), p.path).toBe(SMS);
        // Its visible word is "Text"; its name says whom it texts, in the page's language.
        expect(text.attr("aria-label"), p.path).toBe(WORDS[languageOf(p) as "en" | "es"].header.textUs);
        expect(text.attr("aria-label"), p.path).toContain(business.phone.display);
        expect(text.prev().attr("href"), p.path).toBe(TEL);
      }
    },
  );
});

// What the texts say, over every template filled with the longest names and dates the shop's data
// can give: each within two parts, each naming the shop, none with a promotional word (which would
// turn an informational text into marketing, needing another consent). Then the pieces the words
// rest on: how parts are counted, the provider's signature, the keywords, the quiet hours.
import { describe, expect, it } from "vitest";
import { addDays, dateAt, instantOf } from "#shop/clock.ts";
import { booking as rules, business, models } from "#shop/facts.ts";
import { BOOKABLE_KEYS } from "#shop/content-schemas.ts";
import { repairPhrase, dayAndTime } from "../../../api/booking/describe.ts";
import { manageUrlOf, newToken } from "../../../api/booking/service.ts";
import type { Booking } from "../../../api/booking/types.ts";
import { keywordLanguage, keywordsOf } from "../../../api/sms/keywords.ts";
import { nextTextTime } from "../../../api/sms/quiet-hours.ts";
import { countSegments, MAX_SEGMENTS } from "../../../api/sms/segments.ts";
import { isValidSmsSignature, smsSignature } from "../../../api/sms/signature.ts";
import { REPLY_WORDS, TEXT_WORDS } from "../../../api/booking/words/texts.ts";
import { CHANNEL_WORDS } from "../../../api/sms/replies.ts";
import { REPLY_WORDS_ES, TEXT_WORDS_ES } from "../../../api/booking/words/es-texts.ts";

const zone = business.timeZone;
const longest = <T>(items: readonly T[], length: (item: T) => number) =>
  items.reduce((a, b) => (length(b) > length(a) ? b : a));

// The longest date over a whole year of slots, at the latest time of day the shop could open.
const today = dateAt(zone, Date.now());
const dates = Array.from({ length: 366 }, (_, i) => instantOf(zone, addDays(today, i), 11 * 60 + 59));
const start = longest(dates, (d) => dayAndTime(d).length);
const model = longest(models, (m) => m.name.length).slug;
const service = longest(BOOKABLE_KEYS, (s) => repairPhrase({ model, service: s }).length);

const booking: Booking = {
  id: "b",
  lang: "en",
  reference: "ETRX-WWWWW",
  start,
  end: start + rules.slotMinutes * 60_000,
  service,
  model,
  name: "n",
  phone: "+14785550100",
  email: null,
  notes: null,
  state: "booked",
  readyBy: null,
  sequence: 0,
  source: "online",
  textConsent: true,
  createdAt: 0,
  updatedAt: 0,
};
const link = manageUrlOf(business.siteUrl, newToken());

// The same in Spanish, over its own longest date and repair: a GSM-7 part each, every accent GSM-7 lacks gone.
const startEs = longest(dates, (d) => dayAndTime(d, zone, "es").length);
const serviceEs = longest(BOOKABLE_KEYS, (s) => repairPhrase({ model, service: s }, "es").length);
const bookingEs: Booking = { ...booking, lang: "es", start: startEs, service: serviceEs };

const filled: Record<string, string> = {
  ...Object.fromEntries(Object.entries(TEXT_WORDS_ES).map(([kind, words]) => [`${kind} (es)`, words(bookingEs, link)])),
  "help (es)": CHANNEL_WORDS.help("es"),
  "optedOut (es)": CHANNEL_WORDS.optedOut("es"),
  "confirmed (es)": REPLY_WORDS_ES.confirmed(bookingEs),
  "link (es)": REPLY_WORDS_ES.link(bookingEs, link),
  "noLink (es)": CHANNEL_WORDS.noLink("es"),
  "noBooking (es)": CHANNEL_WORDS.noBooking("es"),
  ...Object.fromEntries(Object.entries(TEXT_WORDS).map(([kind, words]) => [kind, words(booking, link)])),
  help: CHANNEL_WORDS.help(),
  confirmed: REPLY_WORDS.confirmed(booking),
  link: REPLY_WORDS.link(booking, link),
  noLink: CHANNEL_WORDS.noLink(),
  noBooking: CHANNEL_WORDS.noBooking(),
};

/** Words that make a text promotional (CTIA's and carriers' filters look for these). */
const PROMOTIONAL = [
  "free",
  "sale",
  "discount",
  "% off",
  "deal",
  "offer",
  "win",
  "winner",
  "prize",
  "coupon",
  "promo",
  "save",
  "bonus",
  "gift",
  "limited time",
  "act now",
  "exclusive",
  "cheap",
  "bargain",
  "special",
  // And in Spanish, as the texts write them (GSM-7 letters).
  "gratis",
  "oferta",
  "descuento",
  "promocion",
  "rebaja",
  "regalo",
  "cupon",
  "ahorre",
  "premio",
];

describe("every template", () => {
  it.each(Object.entries(filled))("%s fits in two GSM-7 parts and names the shop", (_kind, text) => {
    expect(countSegments(text).segments).toBeLessThanOrEqual(MAX_SEGMENTS);
    expect(countSegments(text).encoding).toBe("GSM-7");
    expect(text).toContain(business.name);
  });

  it.each(Object.entries(filled))("%s says nothing promotional", (_kind, text) => {
    for (const word of PROMOTIONAL) {
      const pattern = new RegExp(`(^|\\W)${word.replace(/[%]/g, "\\$&")}(\\W|$)`, "i");
      expect(text, word).not.toMatch(pattern);
    }
  });
});

describe("parts", () => {
  it("counts GSM-7 as 160 in one part and 153 per part, its extension characters as two", () => {
    expect(countSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSegments("a".repeat(161)).segments).toBe(2);
    expect(countSegments("a".repeat(306)).segments).toBe(2);
    expect(countSegments("a".repeat(307)).segments).toBe(3);
    expect(countSegments("€".repeat(80)).units).toBe(160);
  });

  it("counts anything else as UCS-2: 70 in one part, 67 per part", () => {
    expect(countSegments(`${"a".repeat(69)}’`)).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(countSegments(`${"a".repeat(70)}’`).segments).toBe(2);
    expect(countSegments(`${"a".repeat(134)}’`).segments).toBe(3);
  });
});

describe("the provider's signature", () => {
  // The worked example of Twilio's "Webhooks security" guide.
  const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  const params = {
    CallSid: "CA1234567890ABCDE",
    Caller: "+12349013030",
    Digits: "1234",
    From: "+12349013030",
    To: "+18005551212",
  };

  it("is Twilio's published example", () => {
    expect(smsSignature(url, params, "12345")).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
  });

  it("refuses a changed field, another URL, another token, or none", () => {
    const good = "0/KCTR6DLpKmkAf8muzZqo1nDgQ=";
    expect(isValidSmsSignature(good, url, params, "12345")).toBe(true);
    expect(isValidSmsSignature(good, url, { ...params, Digits: "9999" }, "12345")).toBe(false);
    expect(isValidSmsSignature(good, "https://mycompany.com/myapp.php", params, "12345")).toBe(false);
    expect(isValidSmsSignature(good, url, params, "54321")).toBe(false);
    expect(isValidSmsSignature(undefined, url, params, "12345")).toBe(false);
  });
});

describe("keywords", () => {
  it("opts out on STOP, STOPALL, UNSUBSCRIBE, CANCEL, END and QUIT in any case, with spaces around", () => {
    for (const word of ["STOP", "stopall", " Unsubscribe ", "cancel", "END\n", "Quit"])
      expect(keywordsOf(word), word).toEqual(["stop"]);
  });

  it("opts in on START, UNSTOP and YES (which also confirms); HELP, C and R", () => {
    expect(keywordsOf("start")).toEqual(["start"]);
    expect(keywordsOf("UNSTOP")).toEqual(["start"]);
    expect(keywordsOf("yes")).toEqual(["start", "confirm"]);
    expect(keywordsOf("Help")).toEqual(["help"]);
    expect(keywordsOf("c")).toEqual(["confirm"]);
    expect(keywordsOf(" R ")).toEqual(["link"]);
  });

  it("reads a sentence as a reply for the owner, even one that holds a keyword", () => {
    expect(keywordsOf("please stop by at 3")).toEqual([]);
    expect(keywordsOf("Can I come at 3?")).toEqual([]);
    expect(keywordsOf("can I cancel and come thursday")).toEqual([]);
    expect(keywordsOf("the end of the cable is bent")).toEqual([]);
    expect(keywordsOf("I'd like to start the repair")).toEqual([]);
  });

  it("opts out on STOP as people write it: punctuation, quotes, fullwidth, a polite word, OPT OUT, OPTOUT, REVOKE", () => {
    for (const text of [
      "Stop.",
      "STOP!",
      "stop please",
      "Please stop",
      "Stop texting me",
      "stop sending me messages",
      "ＳＴＯＰ",
      '"STOP"',
      "“stop”",
      "Opt out",
      "OPTOUT",
      "opt-out",
      "REVOKE",
      "revoke.",
      "STOP ALL",
      "unsubscribe me",
    ])
      expect(keywordsOf(text), text).toEqual(["stop"]);
  });

  it("opts out on the Spanish words as on STOP, with or without accents, and hears AYUDA as HELP", () => {
    for (const word of ["PARAR", "alto", "Detener", "CANCELAR", "baja", "Fin", "suspender", "DESUSCRIBIR"]) {
      expect(keywordsOf(word), word).toEqual(["stop"]);
      expect(keywordLanguage(word), word).toBe("es");
    }
    for (const text of ["Parar por favor", "parar los mensajes", "DETENER MENSAJES", "¡Alto!"])
      expect(keywordsOf(text), text).toEqual(["stop"]);
    expect(keywordsOf("Ayuda")).toEqual(["help"]);
    expect(keywordsOf("¿AYÚDA?")).toEqual(["help"]);
    expect(keywordLanguage("ayuda")).toBe("es");
    expect(keywordLanguage("HELP")).toBe("en");
    expect(keywordLanguage("STOP")).toBe("en");
  });

  it("reads a Spanish sentence that holds one of the words as a reply for the owner", () => {
    expect(keywordsOf("quiero cancelar mi cita")).toEqual([]);
    expect(keywordsOf("el volumen está muy bajo, baja calidad")).toEqual([]);
    expect(keywordsOf("fin de semana?")).toEqual([]);
    expect(keywordsOf("puedo pasar a las 3?")).toEqual([]);
  });

  it("reads the other keywords through punctuation too", () => {
    expect(keywordsOf("Help!")).toEqual(["help"]);
    expect(keywordsOf("C.")).toEqual(["confirm"]);
    expect(keywordsOf("'R'")).toEqual(["link"]);
    expect(keywordsOf("START.")).toEqual(["start"]);
  });
});

describe("quiet hours, on the shop's clock", () => {
  const day = "2026-11-25";
  const at = (date: string, minutes: number) => instantOf(zone, date, minutes);

  it("a text may go from 8:00 AM until 9:00 PM", () => {
    expect(nextTextTime(at(day, 8 * 60), zone)).toBe(at(day, 8 * 60));
    expect(nextTextTime(at(day, 20 * 60 + 59), zone)).toBe(at(day, 20 * 60 + 59));
  });

  it("before 8:00 it waits for 8:00; from 9:00 PM, for 8:00 the next morning", () => {
    expect(nextTextTime(at(day, 7 * 60 + 59), zone)).toBe(at(day, 8 * 60));
    expect(nextTextTime(at(day, 21 * 60), zone)).toBe(at(addDays(day, 1), 8 * 60));
    expect(nextTextTime(at(day, 23 * 60 + 30), zone)).toBe(at(addDays(day, 1), 8 * 60));
  });

  it("holds across the change of clocks (8:00 is the shop's 8:00 on both sides)", () => {
    expect(nextTextTime(at("2026-11-01", 0), zone)).toBe(at("2026-11-01", 8 * 60));
    expect(nextTextTime(at("2027-03-13", 22 * 60), zone)).toBe(at("2027-03-14", 8 * 60));
  });
});

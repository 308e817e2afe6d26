// What the chat could not answer, as the owner's desk keeps it: personal data replaced before
// anything is stored, the same question in other words grouped under one key, and the assistant's
// own word that it could not answer, in English and Spanish (the real engine, over the shop's data).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createAssistant } from "../../../api/bot/assistant.ts";
import { groupKey, PLACEHOLDER, scrubPersonalData, topicKey } from "../../../api/chat/unanswered.ts";
import { business, models, services } from "#shop/facts.ts";
import { faq, faqEs } from "#shop/owner-data.ts";

/** A message scrubbed: the placeholder of `kind` stands in it, and nothing of `gone` is left. */
function expectScrubbed(message: string, kind: keyof typeof PLACEHOLDER, ...gone: (string | RegExp)[]): void {
  const out = scrubPersonalData(message);
  expect(out, message).toContain(PLACEHOLDER[kind]);
  for (const g of gone) {
    if (typeof g === "string") expect(out, message).not.toContain(g);
    else expect(out, message).not.toMatch(g);
  }
}

/** A phone number in the ways people write it (the shop's own among them). */
const PHONES = [
  "(478) 555-0199",
  "478-555-0199",
  "478.555.0199",
  "4785550199",
  "+1 478 555 0199",
  "555-0199",
  business.phone.display,
];

describe("scrubPersonalData", () => {
  it("replaces phone numbers in the ways people write them", () => {
    for (const phone of PHONES) {
      const out = scrubPersonalData(`can you call me at ${phone} tomorrow`);
      expect(out, phone).toBe(`can you call me at ${PLACEHOLDER.phone} tomorrow`);
    }
  });

  it("never keeps a generated phone number's digits or an email address", () => {
    const digit = fc.integer({ min: 0, max: 9 }).map(String);
    const phone = fc
      .tuple(
        fc.integer({ min: 200, max: 999 }),
        fc.integer({ min: 200, max: 999 }),
        fc.array(digit, { minLength: 4, maxLength: 4 }),
        fc.constantFrom("(A) B-C", "A-B-C", "A.B.C", "ABC", "+1 A B C", "1-A-B-C"),
      )
      .map(([a, b, c, shape]) => shape.replace("A", String(a)).replace("B", String(b)).replace("C", c.join("")));
    const email = fc.emailAddress();
    fc.assert(
      fc.property(
        phone,
        email,
        fc.constantFrom("text me at P or E", "P / E", "E, P!", "my number is P and my email E?"),
        (p, e, frame) => {
          const out = scrubPersonalData(frame.replace("P", p).replace("E", e));
          expect(out).not.toMatch(/\d{3}\D{0,2}\d{4}/);
          expect(out).not.toContain("@");
          expect(out).toContain(PLACEHOLDER.phone);
          expect(out).toContain(PLACEHOLDER.email);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("replaces email addresses, also spelled out", () => {
    expect(scrubPersonalData("email ana.perez+repair@mail.example.org please")).toBe(
      `email ${PLACEHOLDER.email} please`,
    );
    expect(scrubPersonalData("it's ana at gmail dot com")).not.toMatch(/ana|gmail/);
  });

  it("replaces names after an introduction, a greeting or a sign-off, and capitalised strangers inside a sentence", () => {
    for (const [message, name] of [
      ["my name is john smith and my screen is broken", "john"],
      ["Hi, I'm Maria Lopez, is the shop open?", "Maria"],
      ["This is Sarah, is my phone ready", "Sarah"],
      ["i am Jose Garcia", "Jose"],
      ["Can Mike look at it today?", "Mike"],
      ["do you have parking? thanks, Bob", "Bob"],
      ["Hey Tom, is my phone ready", "Tom"],
      ["how much for the battery\nJane Doe", "Jane"],
      ["Name: Priya", "Priya"],
    ] as const)
      expectScrubbed(message, "name", name);
  });

  it("keeps the shop's own words and the question", () => {
    const model = models[0]!.name;
    const service = services[0]!.name;
    expect(scrubPersonalData(`Do you fix the ${model} ${service} on Saturday?`)).toBe(
      `Do you fix the ${model} ${service} on Saturday?`,
    );
    expect(scrubPersonalData("I'm looking for a case")).toBe("I'm looking for a case");
    expect(scrubPersonalData("call me back tomorrow")).toBe("call me back tomorrow");
    expect(scrubPersonalData("Do you take Venmo or Zelle?")).toBe("Do you take Venmo or Zelle?");
    expect(scrubPersonalData("open on 2026-11-25?")).toBe("open on 2026-11-25?");
  });

  it("replaces links and long codes (serial numbers, IMEIs)", () => {
    const out = scrubPersonalData("see https://example.com/u/jsmith serial F2LXK1ABCD9 IMEI 356938035643809");
    expect(out).not.toMatch(/jsmith|F2LXK1ABCD9|356938035643809/);
  });
});

describe("scrubPersonalData, what an outside probe found it kept", () => {
  it("replaces a phone number in words, or with a letter O for a zero", () => {
    for (const message of [
      "call me four seven eight five five five zero one nine nine",
      "text me at four seven eight, five five five, oh one seven seven",
      "llámame al cuatro siete ocho cinco cinco cinco cero uno siete siete",
      "my number is 478-555-O177",
      "my number is 478 5S5 O1 77".replace("S", "5"),
      "my cell is (478) 555-0l77",
    ])
      expectScrubbed(
        message,
        "phone",
        /\b(?:four|seven|eight|five|cinco|siete)\b.*\b(?:five|seven|nine|cero|uno)\b/i,
        /\d{3}/,
      );
    // Counting a few things in words is no phone number.
    expect(scrubPersonalData("do you have two or three cases")).toBe("do you have two or three cases");
  });

  it("replaces a street address, with its unit, city, state and ZIP", () => {
    for (const [message, gone] of [
      ["can you come to 4521 vineville ave apt 3", /4521|vineville|apt/i],
      ["I live at 123 Main Street, Macon GA 31201 can you pick it up", /123|Main Street|Macon|31201/],
      ["pick up at 88 N Oak Dr #4 please", /88|Oak|#4/],
    ] as const)
      expectScrubbed(message, "address", gone);
    // The shop's own address is no visitor's data, but a number before a model is no address either.
    expect(scrubPersonalData("do you fix the iphone 15 pro")).toBe("do you fix the iphone 15 pro");
  });

  it("replaces a full name in lower case, and names with letters beyond ASCII", () => {
    for (const [message, name] of [
      ["this is john smith, is my phone ready", /john|smith/],
      ["hi im maria lopez is the screen done", /maria|lopez/],
      ["me llamo Juan Pérez, ¿arreglan pantallas?", /Juan|Pérez|P[eé]rez/],
      ["mi nombre es José Núñez", /José|Núñez/],
      ["Can Zoë look at it today?", /Zoë/],
      ["how much for a battery? thanks, Łukasz Żółw", /Łukasz|Żółw/],
    ] as const)
      expectScrubbed(message, "name", name);
    expect(scrubPersonalData("this is cracked glass, can you fix it")).toBe("this is cracked glass, can you fix it");
  });
});

describe("groupKey, made only of known words", () => {
  it("holds no word the shop does not know, so no name or street slips into it", () => {
    expect(groupKey("do you fix zorblat screens on vineville")).toBe(groupKey("do you fix screens"));
    expect(groupKey("is there parking by kowalczyk")).toBe(groupKey("is there parking"));
  });
});

describe("groupKey", () => {
  it("puts the same question in other words together", () => {
    expect(groupKey(scrubPersonalData("do you have parking"))).toBe(groupKey(scrubPersonalData("is there parking??")));
    expect(groupKey("Is there PARKING?")).toBe(groupKey("where can I park"));
    expect(groupKey("do you sell cases")).toBe(groupKey("Do you sell a case?"));
  });

  it("keeps different questions apart", () => {
    expect(groupKey("do you have parking")).not.toBe(groupKey("do you sell cases"));
    expect(groupKey("do you fix the iphone 8")).not.toBe(groupKey("do you fix the iphone 16"));
  });

  it("has no key for a message without a content word (it is not recorded)", () => {
    expect(groupKey("what?")).toBe("");
    expect(groupKey(`${PLACEHOLDER.name} ${PLACEHOLDER.phone}`)).toBe("");
  });
});

describe("the assistant's own word that it could not answer", () => {
  const assistant = createAssistant();
  const ask = (message: string) => assistant.answer({ message, history: [] });

  it("is given with its fallback and its 'I can't confirm' replies", async () => {
    for (const message of ["do you have gift cards", "loaner phone??", "what's the weather", "do you sell cases"]) {
      expect((await ask(message)).unanswered, message).toBe(true);
    }
  });

  it("is given in Spanish too, whatever the reply's words", async () => {
    // Parking is answered where the owner's Spanish FAQ names it (a shop that publishes Spanish); a gift card, where any FAQ does.
    const parkingSaid =
      business.languages.includes("es") &&
      faq.some((f) =>
        /\bestacionamiento\b/i.test((faqEs as Partial<Record<string, { answer: string }>>)[f.id]?.answer ?? ""),
      );
    const giftCardsSaid = faq.some((f) => /\bgift cards?\b/i.test(f.answer));
    for (const [message, said] of [
      ["¿tienen estacionamiento?", parkingSaid],
      ["hay estacionamiento", parkingSaid],
      ["¿tienen tarjetas de regalo?", giftCardsSaid],
    ] as const) {
      const answer = await ask(message);
      expect(answer.response, message).not.toMatch(/\bI (can't|don't)\b/);
      expect(answer.unanswered, message).toBe(!said);
    }
    expect((await ask("¿dónde están?")).unanswered).toBe(false);
  });

  it("is not given for what it answers from the data", async () => {
    const model = models.find((m) => Object.keys(m.prices).length > 0)!;
    for (const message of [
      `how much is a ${Object.keys(model.prices)[0]} for the ${model.name}`,
      "what are your hours",
      "where are you",
      "hello",
      "thanks",
    ]) {
      expect((await ask(message)).unanswered, message).toBe(false);
    }
  });
});

describe("what a second probe found kept: a name before 'here', a street or a phone in words in the key", () => {
  const assistant = createAssistant();
  const town = business.serviceArea.find((t) => /^[a-z ]+$/i.test(t)) ?? business.address.city;
  const cases = [
    { message: "do you sell pizza? john smith here", gone: /john|smith/ },
    { message: "John Smith here. do you sell pizza", gone: /john|smith/ },
    { message: `I live at 12 Main Street, ${town}. do you sell pizza`, gone: new RegExp(`main|street|${town}`, "i") },
    {
      message: "do you sell pizza? four seven eight five five five zero one nine nine",
      gone: /\b(four|seven|eight|five|zero|one|nine)\b/,
    },
  ];

  it("scrubs the example shown on the desk", () => {
    for (const { message, gone } of cases) expect(scrubPersonalData(message), message).not.toMatch(gone);
    expect(scrubPersonalData("is there parking here")).toBe("is there parking here");
  });

  it("builds the group's key from the assistant's topic without the personal words the scrubbing found", async () => {
    for (const { message, gone } of cases) {
      const answer = await assistant.answer({ message, history: [] });
      const key = answer.topic ? topicKey(answer.topic, message, scrubPersonalData(message)) : "";
      expect(key, `${message} -> ${answer.topic}`).not.toMatch(gone);
      expect(groupKey(scrubPersonalData(message)), message).not.toMatch(gone);
    }
  });

  it("keeps the question itself in the key", async () => {
    const message = "do you sell pizza? john smith here";
    const answer = await assistant.answer({ message, history: [] });
    expect(topicKey(answer.topic ?? "", message, scrubPersonalData(message))).toMatch(/pizza/);
  });
});

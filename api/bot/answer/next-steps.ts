// What comes with an answer as data for the widget: the buttons (call, text, directions, a model's page,
// the price list) and two to four follow-ups the assistant understands, none about what was just answered.
import type { Model } from "#shop/content-schemas.ts";
import { SERVICE_KEYS } from "#shop/content-schemas.ts";
import { troubleshooting as guide } from "#shop/owner-data.ts";
import { capitalize as capital, mapsUrl, modelPath, smsHref, telHref } from "#shop/facts.ts";
import { MAX_ACTIONS, type ChatAction } from "#shop/chat-contract.ts";
import type { Analysis, EngineInput } from "../read/read.ts";
import { spanishWords } from "../say/frames/es.ts";
import type { Say } from "../say/say.ts";
import { normalize } from "../read/text.ts";
import { phone, pricingLink, shortServiceName } from "./words.ts";

export function actionsFor(a: Analysis, intents: readonly string[], here: Model | undefined, t: Say): ChatAction[] {
  // The ways to reach a person come first and stay together: Call, and Text where the number takes texts.
  const out: ChatAction[] = [{ kind: "call", label: t.f("actionCall", { phone }), href: telHref }];
  if (smsHref) out.push({ kind: "text", label: t.f("actionText", { phone }), href: smsHref });
  const contact = out.length;
  const place = ["location", "directions", "hours", "open-now", "service-area", "appointment", "thanks", "reviews"];
  const repair = intents.some(
    (i) => i === "price" || i === "time" || i === "model-info" || guide.problems.some((p) => p.id === i),
  );
  if (intents.some((i) => place.includes(i)) || (repair && !a.device))
    out.push({ kind: "directions", label: t.f("actionDirections"), href: mapsUrl });
  for (const m of a.mentions) {
    if (
      m.kind === "known" &&
      m.model.slug !== here?.slug &&
      (repair || intents.includes("warranty")) &&
      out.length < contact + 2
    )
      out.push({ kind: "page", label: t.f("actionPage", { model: m.model.name }), href: modelPath(m.model) });
  }
  const needsList =
    intents.some((i) => ["price", "models", "apple", "discounts", "manipulation", "services"].includes(i)) &&
    !a.mentions.some((m) => m.kind === "known");
  if (needsList) out.push({ kind: "pricing", label: t.f("actionPricing"), href: pricingLink });
  if (intents[0] === "off-topic" || intents[0] === "greeting") return out.slice(0, contact);
  return out.slice(0, MAX_ACTIONS);
}

/** Two to four short follow-ups the assistant understands in this conversation, none about what was just answered. */
export function suggestionsFor(a: Analysis, intents: readonly string[], input: EngineInput, t: Say): string[] {
  if (a.manipulation || intents[0] === "off-topic") return [t.f("suggestScreen"), t.f("suggestOpen")];
  const asked = normalize(input.message);
  const out: string[] = [];
  const model = a.mention?.kind === "known" ? a.mention.model : undefined;
  if (model || a.services.length > 0) {
    const hasPrices = model ? Object.keys(model.prices).length > 0 : true;
    for (const key of SERVICE_KEYS) {
      if (a.services.includes(key) || out.length >= 2) continue;
      if (model && (hasPrices ? model.prices[key] === undefined : model.minutes[key] === undefined)) continue;
      out.push(
        t.f("suggestPrice", {
          service: t.spanish ? spanishWords.services[key].short : capital(shortServiceName(key)),
        }),
      );
    }
  } else if (intents[0] === "greeting" || intents[0] === "thanks")
    out.push(t.f("suggestScreen"), t.f("suggestBattery"));
  const has = (...kinds: string[]) => intents.some((i) => kinds.includes(i));
  const more: [boolean, string][] = [
    [
      a.services.length > 0 &&
        !has("time", "price") &&
        !a.questions.includes("time") &&
        !a.problems.some((p) => p.service),
      t.f("suggestTime"),
    ],
    // These answers already say whether the shop is open now.
    [
      !has("hours", "open-now", "busy", "repair-status") && !/\bopen\b/.test(asked) && !/\babiert/.test(asked),
      t.f("suggestOpen"),
    ],
    [!has("location", "directions", "service-area"), t.f("suggestWhere")],
    [!has("warranty"), t.f("suggestWarranty")],
    [!has("appointment", "repair-status"), t.f("suggestAppointment")],
  ];
  for (const [fits, text] of more) if (fits && out.length < 4) out.push(text);
  if (out.length < 2) out.push(t.f("suggestScreen"));
  return out.slice(0, 4);
}

// The site's routes, from the same data the build uses.
import business from "../../site/_data/business.ts";
import models from "../../site/_data/models.ts";

export const MODEL_PATHS = models.map((m) => `/${m.slug}/`);
/**
 * The Spanish twins when the owner lists Spanish: the home page, the prices, the booking page, the partners' page and
 * the first and last model page (the model pages share one template; tests/site/languages.test.ts checks every twin).
 */
export const SPANISH_ROUTES = business.languages.includes("es")
  ? ["/es/", "/es/pricing/", "/es/book/", "/es/embed/", `/es${MODEL_PATHS[0]}`, `/es${MODEL_PATHS.at(-1)}`]
  : [];
/** Every Spanish model page (one template with the English ones: the accessibility spec checks one). */
export const SPANISH_MODEL_PATHS = business.languages.includes("es") ? MODEL_PATHS.map((p) => `/es${p}`) : [];
export const ROUTES = ["/", "/pricing/", "/embed/", ...MODEL_PATHS, ...SPANISH_ROUTES];

/**
 * One model page per combination of services with a price and with a repair time. The model pages are
 * one template that differs by nothing else (a 'Starting at' line or 'Call for a quote', a time or
 * not), so these cover every branch it has.
 */
export function modelPageKinds(): { name: string; route: string }[] {
  const kinds = new Map<string, string>();
  for (const m of models) {
    const priced = Object.keys(m.prices).sort().join(", ") || "none";
    const timed = Object.keys(m.minutes).sort().join(", ") || "none";
    const kind = `model page (prices: ${priced}; times: ${timed})`;
    if (!kinds.has(kind)) kinds.set(kind, `/${m.slug}/`);
  }
  return [...kinds].map(([name, route]) => ({ name, route }));
}

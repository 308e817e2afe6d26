// What the FAQ shows, written once for its two forms: the page's plain <details> list that works
// without JavaScript (site/_includes/components/Faq.tsx) and the <repair-faq> accordion that replaces
// it (widgets/repair-faq/RepairFaq.tsx). Both pick their questions and say their closing prompt
// through these; tests/e2e/visitor.spec.ts compares the two on the built pages. Pure TypeScript (the
// widget bundles it): the items come from site/_data/faq.ts, directly or through virtual:shop-facts.

export const FAQ_TITLE = "Frequently Asked Questions";

/**
 * The questions to show: those of the given categories (comma-separated, "battery,warranty"; none
 * or empty: all), in the data's order, at most `maxItems` (none or negative: all).
 */
export function selectFaq<Item extends { category: string }>(
  items: readonly Item[],
  category?: string,
  maxItems?: number,
): Item[] {
  const wanted = category
    ?.split(",")
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
  const chosen = wanted && wanted.length > 0 ? items.filter((item) => wanted.includes(item.category)) : [...items];
  return maxItems !== undefined && maxItems >= 0 ? chosen.slice(0, Math.floor(maxItems)) : chosen;
}

/** The closing prompt under the questions: a call link and the directions, in the shop's own words. */
export function faqPrompt(shop: { city: string; state: string; phoneDisplay: string }) {
  return {
    question: `Still have questions about iPhone repair in ${shop.city}, ${shop.state}?`,
    call: `Call ${shop.phoneDisplay}`,
    visit: `Visit Our ${shop.city} Location`,
    /** Read by screen readers after the directions link, which opens the maps in a new tab. */
    newTab: " (opens in a new tab)",
  };
}

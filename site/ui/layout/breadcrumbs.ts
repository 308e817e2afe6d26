// Breadcrumbs come from the URL path: Home first, each segment's words title-cased.
import { capitalize } from "#shop/facts.ts";

export interface Crumb {
  name: string;
  path: string;
}

/** Words whose usual capitalisation is not title case. */
const SPECIAL_WORDS: Record<string, string> = { iphone: "iPhone", ipad: "iPad", faq: "FAQ" };

export function titleCase(segment: string): string {
  return decodeURIComponent(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => SPECIAL_WORDS[word.toLowerCase()] ?? capitalize(word))
    .join(" ");
}

export function breadcrumbsFor(path: string): Crumb[] {
  const segments = path.split("/").filter(Boolean);
  return [
    { name: "Home", path: "/" },
    ...segments.map((segment, i) => ({ name: titleCase(segment), path: `/${segments.slice(0, i + 1).join("/")}/` })),
  ];
}

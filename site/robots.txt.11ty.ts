import { absoluteUrl } from "#shop/facts.ts";

export const data = { permalink: "/robots.txt", eleventyExcludeFromCollections: true };

// The owner's desk (/owner/) is private: every page of it also says noindex, and it is never in the sitemap.
export function render() {
  return `User-agent: *\nAllow: /\nDisallow: /owner/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

import { absoluteUrl } from "./lib/facts.ts";

export const data = { permalink: "/robots.txt", eleventyExcludeFromCollections: true };

export function render() {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

// Every page in the collection, with its own priority and change frequency. lastmod appears only
// where a page's content has a real date (a model's `updated`), never the build date. A page with
// twins in other languages lists them all (xhtml:link, as Google reads hreflang in a sitemap), itself
// included, with English as x-default.
import type { Model } from "#shop/content-schemas.ts";
import { absoluteUrl } from "#shop/facts.ts";
import { SitemapEntrySchema } from "./lib/sitemap.ts";
import { localePath, siteLanguages } from "./ui/i18n/language.ts";

export const data = { permalink: "/sitemap.xml", eleventyExcludeFromCollections: true };

interface CollectionItem {
  url: string;
  inputPath: string;
  data: { sitemap?: unknown; model?: Model; englishPath?: string };
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export function render({ collections }: { collections: { all: CollectionItem[] } }) {
  const urls = [...collections.all]
    .sort((a, b) => a.url.localeCompare(b.url))
    .map((page) => {
      const parsed = SitemapEntrySchema.safeParse(page.data.sitemap);
      if (!parsed.success) throw new Error(`${page.inputPath}: its data needs sitemap { priority, changefreq }`);
      const lastmod = page.data.model?.updated;
      const english = page.data.englishPath;
      const alternates =
        english && siteLanguages.length > 1
          ? [
              ...siteLanguages.map((language) => [language, absoluteUrl(localePath(language, english))] as const),
              ["x-default", absoluteUrl(english)] as const,
            ].map(
              ([language, href]) =>
                `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href)}"/>`,
            )
          : [];
      return [
        "  <url>",
        `    <loc>${escapeXml(absoluteUrl(page.url))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        `    <changefreq>${parsed.data.changefreq}</changefreq>`,
        `    <priority>${parsed.data.priority.toFixed(1)}</priority>`,
        ...alternates,
        "  </url>",
      ].join("\n");
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

import { z } from "zod";

/** What a template may say about itself in the sitemap (its `sitemap` data). */
export const SitemapEntrySchema = z.object({
  priority: z.number().min(0).max(1),
  changefreq: z.enum(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]),
});

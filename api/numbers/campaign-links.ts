// The links the owner pastes into the Google Business Profile, tagged so the numbers can tell the
// visitors it sends (utm_source, utm_medium, utm_campaign) from everyone else's Google visitors:
// built from the site's own address (SITE_URL), so they are right for whatever site this is.
import { absoluteUrl } from "#shop/facts.ts";

const tagged = (path: string, campaign: string) =>
  `${absoluteUrl(path)}?utm_source=google&utm_medium=organic&utm_campaign=${campaign}`;

export const profileLinks = () => [
  { field: "Website", url: tagged("/", "gbp-website") },
  { field: "Appointment link", url: tagged("/book/", "gbp-booking") },
];

// A production build writes SITE_URL into every canonical link, the sitemap, robots.txt, the social
// tags and the JSON-LD, so it must be the site's public address, never this machine. The rule:
//   - NODE_ENV=production marks a production build (the Dockerfile sets it; so do most hosts' build
//     steps); it needs SITE_URL set to a public http(s) address;
//   - every other build (npm start, npm test, npm run dev, a plain npm run build) is local and keeps
//     the default http://localhost:8080 without ceremony;
//   - LOCAL_BUILD=1 is the explicit opt-in for a production build that is meant for this machine
//     (trying the container locally).

/** localhost and its subdomains, the loopback addresses, and "any address". */
const LOCAL_HOST = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;
const EXAMPLE = "SITE_URL=https://www.your-shop.com";

/** Why this environment must not make a production build, or null when it may. */
export function productionSiteUrlProblem(env: NodeJS.ProcessEnv): string | null {
  if (env.NODE_ENV !== "production" || /^(?:1|true|yes)$/i.test(env.LOCAL_BUILD ?? "")) return null;
  const value = env.SITE_URL?.trim() ?? "";
  const fix =
    `Set SITE_URL to the site's public address (the form https://host, e.g. ${EXAMPLE}), ` +
    "or set LOCAL_BUILD=1 for a production build meant only for this machine.";
  if (value === "")
    return `Refusing a production build (NODE_ENV=production) without SITE_URL: canonical links and the sitemap would point to http://localhost:8080. ${fix}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `Refusing a production build: SITE_URL "${value}" is not an absolute URL. ${fix}`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return `Refusing a production build: SITE_URL "${value}" is not an http(s) address. ${fix}`;
  if (LOCAL_HOST.test(url.hostname))
    return `Refusing a production build (NODE_ENV=production) whose SITE_URL is ${value}: canonical links and the sitemap would point to this machine. ${fix}`;
  return null;
}

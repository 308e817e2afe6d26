/**
 * The origin this script was loaded from: our server, also when the element is embedded on a
 * partner's page. The chat's API and the menu's links default to it.
 */
export const scriptOrigin: string = new URL(import.meta.url).origin;

/** A path on our site as an absolute URL, so links work from a partner's page too. */
export const siteHref = (path: string, base: string = scriptOrigin) => new URL(path, `${base.replace(/\/+$/, "")}/`).href;

/**
 * The origin this script was loaded from: our server, also when the element is embedded on a
 * partner's page. The chat's API and the menu's links default to it.
 */
export const scriptOrigin: string = new URL(import.meta.url).origin;

/** A path on our site as an absolute URL, so links work from a partner's page too. */
export const siteHref = (path: string, base: string = scriptOrigin) =>
  new URL(path, `${base.replace(/\/+$/, "")}/`).href;

/** Inside a frame (an embed box); a cross-origin parent that refuses to be compared counts as one. */
export function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

/**
 * True where a link to one of our pages must not open in place: inside a frame (an embed box; our
 * pages refuse to be framed, so the box would show an error and lose the conversation) or on a
 * partner's page (another origin than the script's). Read at render time: a widget can be moved.
 */
export function awayFromOurSite(): boolean {
  return isFramed() || window.location.origin !== scriptOrigin;
}

/** Props for a link to one of our pages: a new tab (without access back to this page) when away from our site. */
export const ownPageLink = (): { target?: "_blank"; rel?: string } =>
  awayFromOurSite() ? { target: "_blank", rel: "noopener" } : {};

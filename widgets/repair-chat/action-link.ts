// Where an answer's action button goes (the contract in docs/api.md): `call` is a tel: link, `text` an sms: one,
// `directions` the maps URL (a new tab), `page` and `pricing` a path of our site resolved against
// the origin the widget's script came from (or the pricing chart's absolute URL). Anything else
// (another scheme, a malformed address) is no link at all.
import { isFramed } from "../shared/script-origin.ts";
import type { ChatAction } from "./chat-store.ts";

export interface ActionLink {
  href: string;
  /** Opened in a new tab: another site, or ours seen from a frame (an embed box) or a partner's page. */
  newTab: boolean;
}

export interface Where {
  /** The page's own origin. */
  origin: string;
  /** The widget runs inside a frame (e.g. a Google Sites embed box), where our pages refuse to load. */
  framed: boolean;
}

export const currentWhere = (): Where => ({ origin: location.origin, framed: isFramed() });

const httpUrl = (href: string, base?: string) => {
  try {
    const url = new URL(href, base);
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
};

export function actionLink(action: ChatAction, siteBase: string, where: Where): ActionLink | undefined {
  switch (action.kind) {
    case "call":
      return /^tel:\+?[\d\s().-]{3,}$/i.test(action.href) ? { href: action.href, newTab: false } : undefined;
    case "text":
      return /^sms:\+?[\d\s().-]{3,}$/i.test(action.href) ? { href: action.href, newTab: false } : undefined;
    case "directions": {
      const url = httpUrl(action.href);
      return url && { href: url.href, newTab: true };
    }
    case "page":
    case "pricing":
    case "book": {
      // A site path (never a protocol-relative "//host"), or an absolute http(s) address.
      const path = action.href.startsWith("/") && !action.href.startsWith("//");
      const url = path ? httpUrl(action.href, `${siteBase.replace(/\/+$/, "")}/`) : httpUrl(action.href);
      return url && { href: url.href, newTab: where.framed || url.origin !== where.origin };
    }
    default:
      return undefined;
  }
}

// The owner's numbers' beacon on our pages, bundled by esbuild into /assets/beacon.js
// (site/beacon.js.11ty.ts). After the page has loaded, when the browser is idle, it sends the page
// view (path, the referrer's host, the utm_ tags); then each tap that pays (Call, Text, Directions,
// Get Free Quote, and what the widgets report with a repair:track event); and, once, when the page
// is hidden, the page's real speed (LCP, INP, CLS from web-vitals, loaded on idle as its own file).
// No cookie, no storage, no other origin than the API's; a browser asking not to be tracked (GPC, DNT) sends nothing.
import { asksNotToBeTracked, sendHit, tapKindOf } from "#shop/taps.ts";
import { TRACK_EVENT, type Tracked } from "#shop/numbers-names.ts";

/** Beside this file: web-vitals' three measures (site/web-vitals.js.11ty.ts). */
const VITALS_URL = new URL("./web-vitals.js", import.meta.url).href;
/** Where the hits go: the API's origin when the pages were built with one elsewhere (CHAT_API_URL), else ours. */
const here =
  document.querySelector<HTMLScriptElement>('script[src$="/assets/beacon.js"][data-api]')?.dataset.api ||
  location.origin;

function start(): void {
  const send = (k: Tracked | "vitals", extra: Record<string, string | number | undefined> = {}) =>
    sendHit(here, { k, ...extra });

  // Taps on our own page's links. A widget's links are in its shadow root, where the target seen here
  // is the element itself: the widget reports those (repair:track), so nothing is counted twice.
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href], [data-repair-chat-open]") : null;
      if (!link) return;
      const kind = tapKindOf({
        href: link.getAttribute("href"),
        opensChat: link.hasAttribute("data-repair-chat-open"),
        mapEmbed: link.hasAttribute("data-map-embed"),
      });
      if (kind) send(kind);
    },
    true,
  );
  // Cancelled so the widget knows the beacon counted it and sends nothing itself.
  addEventListener(TRACK_EVENT, (event) => {
    event.preventDefault();
    send((event as CustomEvent<Tracked>).detail);
  });

  const idle = (run: () => void) =>
    "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 200);
  const afterLoad = (run: () => void) =>
    document.readyState === "complete" ? idle(run) : addEventListener("load", () => idle(run), { once: true });

  afterLoad(() => {
    const query = new URLSearchParams(location.search);
    const tag = (name: string) => query.get(name)?.slice(0, 100) || undefined;
    let referrer: string | undefined;
    try {
      referrer = document.referrer ? new URL(document.referrer).host : undefined;
    } catch {
      referrer = undefined;
    }
    send("pageview", {
      r: referrer === location.host ? undefined : referrer,
      us: tag("utm_source"),
      um: tag("utm_medium"),
      uc: tag("utm_campaign"),
    });
    void measureSpeed(send);
  });
}

/** Collects LCP, INP and CLS as they settle, and sends them once, when the page is first hidden. */
async function measureSpeed(send: (k: "vitals", extra: Record<string, number>) => void): Promise<void> {
  const { onLCP, onINP, onCLS } = (await import(/* @vite-ignore */ VITALS_URL)) as typeof import("web-vitals");
  const measured: Record<string, number> = {};
  const keep = (name: string) => (metric: { value: number }) => void (measured[name] = metric.value);
  onLCP(keep("lcp"));
  onINP(keep("inp"));
  onCLS(keep("cls"));
  let sent = false;
  const flush = () => {
    if (sent || document.visibilityState !== "hidden" || Object.keys(measured).length === 0) return;
    sent = true;
    send("vitals", measured);
  };
  addEventListener("visibilitychange", flush);
  addEventListener("pagehide", flush);
}

if (!asksNotToBeTracked(navigator)) start();

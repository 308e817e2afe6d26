import type { ReactNode } from "react";
import type { Thing } from "schema-dts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { breadcrumbsFor } from "./breadcrumbs.ts";
import { chatApiOrigin } from "../chat-api.ts";
import { absoluteUrl, business } from "#shop/facts.ts";
import { breadcrumbList, graph, localBusiness } from "./structured-data.ts";
import { useRenderTime } from "../render-time.ts";
import { useSiteCss } from "../site-css.ts";
import { numbers } from "#shop/owner-data.ts";

export interface BaseProps {
  title: string;
  description: string;
  /** The page's path, such as "/iphone-13-pro-repair/"; absent for the not-found page. */
  path?: string;
  keywords?: string[];
  /** Structured data about the page, beside the business and breadcrumb nodes every page has. */
  jsonLd?: Thing[];
  /** The model a model page is about: the menu marks it and the chat knows it. */
  modelSlug?: string;
  /** Extra same-origin module scripts, such as the map facade. */
  scripts?: string[];
  children: ReactNode;
}

/**
 * `npm run dev` (scripts/dev/dev.ts) sets DEV_RELOAD_SCRIPT for its builds and its server: every page,
 * built or rendered per request, loads the live-reload script from our own origin, so the
 * Content-Security-Policy stays the production one.
 */
const devReload = process.env.DEV_RELOAD_SCRIPT;

/** JSON-LD inside <script> must not be able to close the element: escape "<". */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function Base({
  title,
  description,
  path,
  keywords = [],
  jsonLd = [],
  modelSlug,
  scripts = [],
  children,
}: BaseProps) {
  const canonical = path ? absoluteUrl(path) : undefined;
  const crumbs = path && path !== "/" ? breadcrumbsFor(path) : undefined;
  const now = useRenderTime();
  const css = useSiteCss();
  const structured = path
    ? graph([localBusiness(now), ...jsonLd, ...(crumbs ? [breadcrumbList(crumbs)] : [])])
    : undefined;
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
        {canonical ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={business.name} />
        <meta property="og:locale" content="en_US" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        {canonical && <meta property="og:url" content={canonical} />}
        <meta property="og:image" content={absoluteUrl("/assets/og-image.png")} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta
          property="og:image:alt"
          content={`${business.name}: same-day iPhone repair in ${business.address.city}`}
        />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={absoluteUrl("/assets/og-image.png")} />
        <style dangerouslySetInnerHTML={{ __html: css }} />
        {structured && (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structured) }} />
        )}
        <script type="module" src="/widgets/repair-widgets.js" />
        <script type="module" src="/assets/open-status.js" />
        {numbers.enabled && (
          <script type="module" src="/assets/beacon.js" {...(chatApiOrigin ? { "data-api": chatApiOrigin } : {})} />
        )}
        {scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {devReload && <script type="module" src={devReload} />}
      </head>
      <body>
        <Header currentSlug={modelSlug} />
        {crumbs && <Breadcrumbs crumbs={crumbs} />}
        <main id="main">{children}</main>
        <Footer />
        <repair-call-button />
        <repair-directions-bar />
        {/* CHAT_API_URL (site/ui/chat-api.ts): the API on another origin; without it the chat calls the
            origin its script came from. */}
        <repair-chat {...(modelSlug ? { model: modelSlug } : {})} {...(chatApiOrigin ? { api: chatApiOrigin } : {})} />
      </body>
    </html>
  );
}

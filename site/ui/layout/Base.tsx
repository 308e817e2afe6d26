import type { ReactNode } from "react";
import type { Thing } from "schema-dts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { breadcrumbsFor } from "./breadcrumbs.ts";
import { chatApiOrigin } from "../chat-api.ts";
import { absoluteUrl, business } from "#shop/facts.ts";
import { breadcrumbList, graph, localBusiness, webPage } from "./structured-data.ts";
import { useRenderTime } from "../render-time.ts";
import { useSiteCss } from "../site-css.ts";
import { numbers } from "#shop/owner-data.ts";
import { LOCALE, OG_LOCALE, PageLanguage, localePath, siteLanguages, type Language } from "../i18n/language.ts";
import { WORDS } from "../i18n/words.ts";

export interface BaseProps {
  title: string;
  description: string;
  /** The page's path, such as "/iphone-13-pro-repair/" (its English path); absent for the not-found page. */
  path?: string;
  /** The language the page is written in; the server's own pages (booking, tracker, desk) are English. */
  lang?: Language;
  /**
   * The page exists in every language the owner lists (a template paginated over them): it names its
   * twins with hreflang and the header's switch leads to the same page. Without it the switch leads to
   * the other language's home page.
   */
  twin?: boolean;
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
  lang = "en",
  twin = false,
  keywords = [],
  jsonLd = [],
  modelSlug,
  scripts = [],
  children,
}: BaseProps) {
  const words = WORDS[lang];
  const canonical = path ? absoluteUrl(localePath(lang, path)) : undefined;
  const crumbs = path && path !== "/" ? breadcrumbsFor(path, lang) : undefined;
  // The twins search engines are told about: every language the owner lists, English the default.
  const alternates =
    twin && path && siteLanguages.length > 1
      ? [
          ...siteLanguages.map((language) => ({ hrefLang: language, href: absoluteUrl(localePath(language, path)) })),
          { hrefLang: "x-default", href: absoluteUrl(path) },
        ]
      : [];
  // The header's switch: the same page in each other language (its home page when the page has no twin).
  const switches = siteLanguages
    .filter((language) => language !== lang)
    .map((language) => ({
      language,
      name: WORDS[language].languageName,
      href: localePath(language, twin && path ? path : "/"),
    }));
  const now = useRenderTime();
  const css = useSiteCss();
  const structured = path
    ? graph([
        webPage(canonical!, lang),
        localBusiness(now, lang),
        ...jsonLd,
        ...(crumbs ? [breadcrumbList(crumbs)] : []),
      ])
    : undefined;
  return (
    <PageLanguage value={lang}>
      <html lang={LOCALE[lang]}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{title}</title>
          <meta name="description" content={description} />
          {keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
          {canonical ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
          {alternates.map((alternate) => (
            <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
          ))}
          <meta name="theme-color" content="#0b2545" />
          <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={business.name} />
          <meta property="og:locale" content={OG_LOCALE[lang]} />
          {alternates
            .filter((alternate) => alternate.hrefLang !== lang && alternate.hrefLang !== "x-default")
            .map((alternate) => (
              <meta
                key={alternate.hrefLang}
                property="og:locale:alternate"
                content={OG_LOCALE[alternate.hrefLang as Language]}
              />
            ))}
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          {canonical && <meta property="og:url" content={canonical} />}
          <meta property="og:image" content={absoluteUrl("/assets/og-image.png")} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content={words.meta.ogAlt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={description} />
          <meta name="twitter:image" content={absoluteUrl("/assets/og-image.png")} />
          <style dangerouslySetInnerHTML={{ __html: css }} />
          {structured && (
            <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structured) }} />
          )}
          <script type="module" src="/widgets/repair-widgets.js" />
          {/* The "Open now" line's script in the page's language (site/open-status.js.11ty.ts). */}
          <script type="module" src={lang === "en" ? "/assets/open-status.js" : `/assets/open-status.${lang}.js`} />
          {numbers.enabled && (
            <script type="module" src="/assets/beacon.js" {...(chatApiOrigin ? { "data-api": chatApiOrigin } : {})} />
          )}
          {scripts.map((src) => (
            <script key={src} type="module" src={src} />
          ))}
          {devReload && <script type="module" src={devReload} />}
        </head>
        <body>
          <Header currentSlug={modelSlug} switches={switches} />
          {crumbs && <Breadcrumbs crumbs={crumbs} />}
          <main id="main">{children}</main>
          <Footer />
          <repair-call-button />
          <repair-directions-bar />
          {/* CHAT_API_URL (site/ui/chat-api.ts): the API on another origin; without it the chat calls the
            origin its script came from. */}
          <repair-chat
            {...(modelSlug ? { model: modelSlug } : {})}
            {...(chatApiOrigin ? { api: chatApiOrigin } : {})}
          />
        </body>
      </html>
    </PageLanguage>
  );
}

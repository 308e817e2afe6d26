import type { ReactNode } from "react";
import { business, cityLine, modelPath, seriesGroups, smsHref, telHref } from "#shop/facts.ts";
import { Icon } from "../Icon.tsx";
import { localePath, useLanguage, type Language } from "../i18n/language.ts";
import { useWords } from "../i18n/words.ts";

/** A link to the page in another language, named in that language. */
export interface LanguageSwitch {
  language: Language;
  name: string;
  href: string;
}

/**
 * The header's model navigation is plain links inside <details>, which works without JavaScript;
 * <repair-model-menu> upgrades it to the keyboard- and pointer-friendly dropdown, in the page's
 * language (its words and its links to the model pages in that language).
 */
export function Header({ currentSlug, switches = [] }: { currentSlug?: string; switches?: LanguageSwitch[] }) {
  const language = useLanguage();
  const words = useWords();
  const nav = (
    <nav className="models-nav" aria-label={words.header.modelsNav}>
      <details>
        <summary className="menu-button">{words.header.models}</summary>
        <div className="models-nav__panel">
          {seriesGroups().map((group) => (
            <div key={group.series}>
              <p className="models-nav__series" id={`nav-series-${group.series}`}>
                <strong>{words.facts.series(group.series)}</strong>
              </p>
              <ul aria-labelledby={`nav-series-${group.series}`}>
                {group.models.map((model) => (
                  <li key={model.slug}>
                    <a
                      href={localePath(language, modelPath(model))}
                      aria-current={model.slug === currentSlug ? "page" : undefined}
                    >
                      {model.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
      <a className="phone-link header-phone" href={telHref}>
        {business.phone.display}
      </a>
      <a className="button button--call header-call" href={telHref}>
        <Icon name="Phone" />
        {words.header.callNow}
      </a>
      {smsHref && (
        <a className="button button--ghost header-text" href={smsHref} aria-label={words.header.textUs}>
          {words.header.text}
        </a>
      )}
    </nav>
  );
  const menu: ReactNode = (
    <repair-model-menu {...(currentSlug ? { current: currentSlug } : {})}>{nav}</repair-model-menu>
  );
  return (
    <header className="site-header">
      {/* Inside the banner landmark: axe's best practices want all content in landmarks. */}
      <a className="skip-link" href="#main">
        {words.header.skip}
      </a>
      <div className="container site-header__inner">
        <a className="logo" href={localePath(language, "/")}>
          <span className="logo__mark">
            <Icon name="Smartphone" />
          </span>
          <span>
            {business.name}
            <small>
              {words.facts.tagline} · {cityLine.replace(/ \d+$/, "")}
            </small>
          </span>
        </a>
        {switches.length > 0 && (
          <p className="language-switch">
            <span className="visually-hidden">{words.switchLabel}: </span>
            {switches.map((to) => (
              <a key={to.language} href={to.href} hrefLang={to.language} lang={to.language} data-language-switch="">
                {to.name}
              </a>
            ))}
          </p>
        )}
        {menu}
      </div>
    </header>
  );
}

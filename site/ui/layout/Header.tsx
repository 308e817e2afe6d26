import { business, cityLine, modelPath, seriesGroups, smsHref, telHref } from "#shop/facts.ts";
import { Icon } from "../Icon.tsx";

/**
 * The header's model navigation is plain links inside <details>, which works without JavaScript;
 * <repair-model-menu> upgrades it to the keyboard- and pointer-friendly dropdown.
 */
export function Header({ currentSlug }: { currentSlug?: string }) {
  return (
    <header className="site-header">
      {/* Inside the banner landmark: axe's best practices want all content in landmarks. */}
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="container site-header__inner">
        <a className="logo" href="/">
          <span className="logo__mark">
            <Icon name="Smartphone" />
          </span>
          <span>
            {business.name}
            <small>
              {business.tagline} · {cityLine.replace(/ \d+$/, "")}
            </small>
          </span>
        </a>
        <repair-model-menu {...(currentSlug ? { current: currentSlug } : {})}>
          <nav className="models-nav" aria-label="iPhone models">
            <details>
              <summary className="menu-button">iPhone Models</summary>
              <div className="models-nav__panel">
                {seriesGroups().map((group) => (
                  <div key={group.series}>
                    <p className="models-nav__series" id={`nav-series-${group.series}`}>
                      <strong>{group.label}</strong>
                    </p>
                    <ul aria-labelledby={`nav-series-${group.series}`}>
                      {group.models.map((model) => (
                        <li key={model.slug}>
                          <a href={modelPath(model)} aria-current={model.slug === currentSlug ? "page" : undefined}>
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
              Call Now
            </a>
            {smsHref && (
              <a
                className="button button--ghost header-text"
                href={smsHref}
                aria-label={`Text us: ${business.phone.display}`}
              >
                Text
              </a>
            )}
          </nav>
        </repair-model-menu>
      </div>
    </header>
  );
}

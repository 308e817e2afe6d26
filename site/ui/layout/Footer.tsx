import { business, capitalize, fullAddress, pricingIsExternal, pricingUrl, schedule, telHref } from "#shop/facts.ts";
import { useRenderTime } from "../render-time.ts";
import { HoursBlock } from "./Hours.tsx";
import { DirectionsLink } from "../Actions.tsx";
import { localePath, useLanguage } from "../i18n/language.ts";
import { useWords } from "../i18n/words.ts";

export function Footer() {
  // The shop's year at build time (not the build machine's, which may be in another zone).
  const year = schedule.localTime(useRenderTime()).date.slice(0, 4);
  const language = useLanguage();
  const words = useWords().footer;
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <section aria-labelledby="footer-shop">
            <h2 id="footer-shop">{business.name}</h2>
            <address>
              <p>
                {fullAddress}
                <br />
                <a href={telHref}>{business.phone.display}</a>
                <br />
                <a href={`mailto:${business.email}`}>{business.email}</a>
              </p>
            </address>
            <DirectionsLink className="footer-directions" />
          </section>
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours">{words.hours}</h2>
            <HoursBlock />
          </section>
          <section aria-labelledby="footer-links">
            <h2 id="footer-links">{words.repairs}</h2>
            <ul>
              <li>
                <a
                  href={pricingIsExternal ? pricingUrl : localePath(language, pricingUrl)}
                  {...(pricingIsExternal ? { target: "_blank", rel: "noopener" } : {})}
                >
                  {words.pricing}
                </a>
              </li>
              <li>
                <a href={localePath(language, "/#faq")}>{words.faq}</a>
              </li>
              <li>
                <a href={localePath(language, "/embed/")}>{words.embed}</a>
              </li>
              {Object.entries(business.socialMedia).map(([network, url]) => (
                <li key={network}>
                  <a href={url} rel="noopener">
                    {capitalize(network)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-area">
            <h2 id="footer-area">{words.area}</h2>
            <p>{business.serviceArea.join(" · ")}</p>
          </section>
        </div>
        <p className="site-footer__legal">{words.legal(year)}</p>
      </div>
    </footer>
  );
}

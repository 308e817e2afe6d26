import { business, capitalize, fullAddress, pricingIsExternal, pricingUrl, schedule, telHref } from "#shop/facts.ts";
import { useRenderTime } from "../render-time.ts";
import { HoursBlock } from "./Hours.tsx";
import { DirectionsLink } from "../Actions.tsx";

export function Footer() {
  // The shop's year at build time (not the build machine's, which may be in another zone).
  const year = schedule.localTime(useRenderTime()).date.slice(0, 4);
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
            <h2 id="footer-hours">Hours</h2>
            <HoursBlock />
          </section>
          <section aria-labelledby="footer-links">
            <h2 id="footer-links">Repairs</h2>
            <ul>
              <li>
                <a href={pricingUrl} {...(pricingIsExternal ? { target: "_blank", rel: "noopener" } : {})}>
                  Repair pricing chart
                </a>
              </li>
              <li>
                <a href="/#faq">Frequently asked questions</a>
              </li>
              <li>
                <a href="/embed/">Add our widgets to your site</a>
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
            <h2 id="footer-area">Service area</h2>
            <p>{business.serviceArea.join(" · ")}</p>
          </section>
        </div>
        <p className="site-footer__legal">
          © {year} {business.name}. iPhone is a trademark of Apple Inc.; we are an independent repair shop.
        </p>
      </div>
    </footer>
  );
}

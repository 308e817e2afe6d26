// The current offer under a hero's buttons, with a link to the prices: the site's chart, or the
// shop's own page in a new tab (pricingUrl in shop/facts.ts).
import { offerText, pricingIsExternal, pricingUrl } from "#shop/facts.ts";
import { Icon } from "../../ui/Icon.tsx";

export function Offer({ lead, link }: { lead: string; link: string }) {
  return (
    <div className="offer">
      <Icon name="Tag" />
      <p>
        <strong>{lead}:</strong> {offerText}.
      </p>
      <a
        className="button button--offer"
        href={pricingUrl}
        {...(pricingIsExternal ? { target: "_blank", rel: "noopener" } : {})}
      >
        {link}
      </a>
    </div>
  );
}

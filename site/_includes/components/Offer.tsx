// The current offer under a hero's buttons, with a link to the prices: the site's chart, or the
// shop's own page in a new tab (pricingUrl in shop/facts.ts).
import { pricingIsExternal, pricingUrl } from "#shop/facts.ts";
import { localePath, useLanguage } from "../../ui/i18n/language.ts";
import { useWords } from "../../ui/i18n/words.ts";
import { Icon } from "../../ui/Icon.tsx";

export function Offer({ lead, link }: { lead: string; link: string }) {
  const language = useLanguage();
  const words = useWords();
  return (
    <div className="offer">
      <Icon name="Tag" />
      <p>
        <strong>{lead}:</strong> {words.facts.offer}.
      </p>
      <a
        className="button button--offer"
        href={pricingIsExternal ? pricingUrl : localePath(language, pricingUrl)}
        {...(pricingIsExternal ? { target: "_blank", rel: "noopener" } : {})}
      >
        {link}
      </a>
    </div>
  );
}

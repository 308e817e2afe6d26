import faq from "../../_data/faq.ts";
import type { FaqCategory } from "#shop/content-schemas.ts";
import { business, mapsUrl, smsHref, telHref } from "#shop/facts.ts";
import { FAQ_TITLE, faqPrompt, selectFaq } from "#shop/faq-view.ts";
import { Icon } from "../../ui/Icon.tsx";

interface FaqProps {
  title?: string;
  maxItems?: number;
  category?: FaqCategory;
}

/**
 * The questions and answers as plain <details>, readable without JavaScript; <repair-faq> upgrades
 * them to the one-open-at-a-time accordion with the same attributes, the same questions and the
 * same closing prompt (shop/faq-view.ts).
 */
export function Faq({ title = FAQ_TITLE, maxItems, category }: FaqProps) {
  const items = selectFaq(faq, category, maxItems);
  const prompt = faqPrompt({
    city: business.address.city,
    state: business.address.state,
    phoneDisplay: business.phone.display,
  });
  return (
    <repair-faq
      heading={title}
      {...(maxItems !== undefined ? { "max-items": maxItems } : {})}
      {...(category ? { category } : {})}
    >
      {/* The accordion's own boxes and sizes (site.css mirrors repair-faq.css): the element takes
          over without moving what follows it. */}
      <div className="faq">
        <h2>{title}</h2>
        <div className="faq__items">
          {items.map((item) => (
            <details key={item.id}>
              <summary>
                <span>{item.question}</span>
                <Icon name="ChevronDown" />
              </summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
        <div className="faq__more">
          <p>{prompt.question}</p>
          <p className="faq__actions">
            <a className="button button--call" href={telHref}>
              <Icon name="Phone" />
              {prompt.call}
            </a>
            <a className="button button--ghost" href={mapsUrl} target="_blank" rel="noopener">
              <Icon name="MapPin" />
              {prompt.visit}
              <span className="visually-hidden">{prompt.newTab}</span>
            </a>
            {/* As the widget's prompt: a Text link after them when the shop's number takes texts. */}
            {smsHref && (
              <a className="button button--ghost" href={smsHref} aria-label={`Text us: ${business.phone.display}`}>
                Text us
              </a>
            )}
          </p>
        </div>
      </div>
    </repair-faq>
  );
}

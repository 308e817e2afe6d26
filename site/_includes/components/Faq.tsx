import faq from "../../_data/faq.ts";
import type { FaqCategory } from "../../shop/content-schemas.ts";
import { business, mapsUrl, smsHref, telHref } from "../../shop/facts.ts";
import { FAQ_TITLE, faqPrompt, selectFaq } from "../../shop/faq-view.ts";

interface FaqProps {
  title?: string;
  maxItems?: number;
  category?: FaqCategory;
}

/**
 * The questions and answers as plain <details>, readable without JavaScript; <repair-faq> upgrades
 * them to the one-open-at-a-time accordion with the same attributes, the same questions and the
 * same closing prompt (site/shop/faq-view.ts).
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
      <div className="faq">
        <h2>{title}</h2>
        {items.map((item) => (
          <details key={item.id}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
        <div className="faq__more">
          <p>
            <strong>{prompt.question}</strong>
          </p>
          <p>
            <a href={telHref}>{prompt.call}</a> or{" "}
            <a href={mapsUrl} target="_blank" rel="noopener">
              {prompt.visit}
              <span className="visually-hidden">{prompt.newTab}</span>
            </a>
            {/* As the widget's prompt: a Text link after them when the shop's number takes texts. */}
            {smsHref && (
              <>
                {" "}
                · <a href={smsHref}>Text us</a>
              </>
            )}
          </p>
        </div>
      </div>
    </repair-faq>
  );
}

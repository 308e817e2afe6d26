import faq from "../../_data/faq.ts";
import type { FaqCategory } from "../../_data/schemas.ts";
import { business, mapsUrl, telHref } from "../../lib/facts.ts";

interface FaqProps {
  title?: string;
  maxItems?: number;
  category?: FaqCategory;
}

/**
 * The questions and answers as plain <details>, readable without JavaScript; <repair-faq> upgrades
 * them to the one-open-at-a-time accordion with the same attributes.
 */
export function Faq({ title = "Frequently Asked Questions", maxItems, category }: FaqProps) {
  const items = faq.filter((item) => !category || item.category === category).slice(0, maxItems);
  return (
    <repair-faq
      heading={title}
      {...(maxItems ? { "max-items": maxItems } : {})}
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
            <strong>
              Still have questions about iPhone repair in {business.address.city}, {business.address.state}?
            </strong>
          </p>
          <p>
            Call us at <a href={telHref}>{business.phone.display}</a> or{" "}
            <a href={mapsUrl} target="_blank" rel="noopener">
              Visit Our {business.address.city} Location
            </a>
            .
          </p>
        </div>
      </div>
    </repair-faq>
  );
}

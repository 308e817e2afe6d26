import type { FaqCategory } from "#shop/content-schemas.ts";
import { mapsUrl, smsHref, telHref } from "#shop/facts.ts";
import { selectFaq } from "#shop/faq-view.ts";
import { Icon } from "../../ui/Icon.tsx";
import { faqIn } from "../../ui/i18n/content.ts";
import { useLanguage } from "../../ui/i18n/language.ts";
import { useWords } from "../../ui/i18n/words.ts";

interface FaqProps {
  title?: string;
  maxItems?: number;
  category?: FaqCategory;
}

/**
 * The questions and answers as plain <details>, readable without JavaScript; <repair-faq> upgrades
 * them to the one-open-at-a-time accordion with the same attributes, the same questions and the
 * same closing prompt (shop/faq-view.ts), in the page's language (the widget's Spanish FAQ is the same
 * translation, site/_data/es/faq.ts).
 */
export function Faq({ title: given, maxItems, category }: FaqProps) {
  const language = useLanguage();
  const words = useWords().faq;
  const title = given ?? words.title;
  const items = selectFaq(faqIn(language), category, maxItems);
  const prompt = words.prompt;
  const list = (
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
            <a className="button button--ghost" href={smsHref} aria-label={words.textUsLabel}>
              {words.textUs}
            </a>
          )}
        </p>
      </div>
    </div>
  );
  return (
    <repair-faq
      heading={title}
      {...(maxItems !== undefined ? { "max-items": maxItems } : {})}
      {...(category ? { category } : {})}
    >
      {/* The accordion's own boxes and sizes (site.css mirrors repair-faq.css): the element takes
          over without moving what follows it. */}
      {list}
    </repair-faq>
  );
}

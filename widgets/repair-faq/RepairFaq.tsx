import { ChevronDown, Phone } from "lucide-react";
import { useId, useState } from "react";
import { phone } from "virtual:shop-facts";
import { selectFaq } from "#shop/faq-view.ts";
import type { WidgetProps } from "../shared/define-widget.ts";
import { WidgetDirectionsLink } from "../shared/WidgetDirectionsLink.tsx";
import { WidgetTextLink } from "../shared/WidgetTextLink.tsx";
import { faqEn, type FaqWords } from "./words.ts";

export interface RepairFaqProps extends WidgetProps {
  /** The heading (default 'Frequently Asked Questions'). Preferred over `title`, which browsers also show as a tooltip. */
  heading?: string;
  /** The seed's name for the heading, kept for embeds that use it. */
  title?: string;
  /** Show at most this many questions. */
  maxItems?: number;
  /** Only questions of these categories (comma-separated, e.g. "battery,warranty"). */
  category?: string;
  /** The heading level, 2 to 6 (default 2), to fit the page's outline. */
  headingLevel?: number;
  words?: FaqWords;
}

export function RepairFaq({
  heading,
  title,
  maxItems,
  category,
  headingLevel = 2,
  lang = "en",
  words = faqEn,
}: RepairFaqProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const items = selectFaq(words.faq, category, maxItems);
  const prompt = words.prompt;
  const level = Math.min(6, Math.max(2, Math.floor(headingLevel)));
  const Heading = `h${level}` as "h2";
  const ItemHeading = `h${Math.min(6, level + 1)}` as "h3";

  return (
    <section className="root faq" aria-labelledby={`${baseId}-title`} part="faq" dir="ltr" lang={lang}>
      <Heading id={`${baseId}-title`} className="title">
        {heading ?? title ?? words.title}
      </Heading>
      <div className="items">
        {items.map((item) => {
          const open = openId === item.id;
          const buttonId = `${baseId}-${item.id}-button`;
          const panelId = `${baseId}-${item.id}-panel`;
          return (
            <div className={open ? "item open" : "item"} key={item.id}>
              <ItemHeading className="question">
                <button
                  type="button"
                  part="question"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  // One item open at a time; a second click on the open one closes it.
                  onClick={() => setOpenId(open ? null : item.id)}
                >
                  <span>{item.question}</span>
                  <ChevronDown aria-hidden="true" size={20} className="chevron" />
                </button>
              </ItemHeading>
              <div id={panelId} role="region" aria-labelledby={buttonId} className="answer" hidden={!open}>
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
      <div className="prompt">
        <p>{prompt.question}</p>
        <div className="actions">
          <a className="button button--call" part="call-button button" href={phone.href}>
            <Phone aria-hidden="true" size={18} />
            <span>{prompt.call}</span>
          </a>
          <WidgetDirectionsLink className="button button--ghost">
            <span>{prompt.visit}</span>
            <span className="visually-hidden">{prompt.newTab}</span>
          </WidgetDirectionsLink>
          <WidgetTextLink label={words.textUsNamed}>{words.textUs}</WidgetTextLink>
        </div>
      </div>
    </section>
  );
}

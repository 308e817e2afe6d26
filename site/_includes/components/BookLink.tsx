import type { Model } from "#shop/content-schemas.ts";
import type { BookableService } from "#shop/content-schemas.ts";
import { booking } from "#shop/facts.ts";
import { CallLink } from "../../ui/Actions.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { useLanguage } from "../../ui/i18n/language.ts";
import { bookHref } from "../../ui/book/href.ts";
import { useWords } from "../../ui/i18n/words.ts";

/**
 * The way into booking: 'Schedule Repair' on a model page, 'Book a repair' on the home page and
 * /pricing/. With booking switched off in booking.ts it calls the shop instead (a button that
 * leads nowhere loses the visitor), under `offLabel` when the words would not fit a call.
 */
export function BookLink({
  model,
  service,
  children,
  offLabel,
  className = "button button--ghost",
}: {
  model?: Pick<Model, "slug">;
  service?: BookableService;
  children?: string;
  offLabel?: string;
  className?: string;
}) {
  const words = useWords();
  const language = useLanguage();
  const label = children ?? words.actions.book;
  if (!booking.enabled) return <CallLink className={className}>{offLabel ?? label}</CallLink>;
  return (
    <a className={className} href={bookHref(language, { model: model?.slug, service })}>
      <Icon name="CalendarCheck" />
      {label}
    </a>
  );
}

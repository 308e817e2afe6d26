import testimonials from "../../_data/testimonials.ts";
import { business, happyCustomersText, ratingText } from "#shop/facts.ts";
import { Icon } from "../../ui/Icon.tsx";
import { useLanguage } from "../../ui/i18n/language.ts";
import { useWords } from "../../ui/i18n/words.ts";

function Stars({ count }: { count: number }) {
  return (
    <span className="stars" role="img" aria-label={useWords().reviews.stars(count)}>
      {Array.from({ length: count }, (_, i) => (
        <Icon key={i} name="Star" />
      ))}
    </span>
  );
}

export function Testimonials() {
  const language = useLanguage();
  const words = useWords().reviews;
  return (
    <>
      <p className="rating-claim">
        <Stars count={Math.round(business.rating.value)} />
        {words.claim}
      </p>
      <ul className="grid grid--quotes">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="card quote">
              <Stars count={t.rating} />
              {/* A review stays as its author wrote it: marked with its language on a page in another one. */}
              <blockquote {...(t.language !== language ? { lang: t.language } : {})}>
                <p>“{t.text}”</p>
              </blockquote>
              <figcaption {...(t.language !== language ? { lang: t.language } : {})}>
                {t.name}
                <span>{t.service}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Stats() {
  const words = useWords().reviews.stats;
  const stats = [
    [happyCustomersText, words.customers],
    [words.minutes, words.repairTime],
    [ratingText, words.rating],
    [words.days, words.warranty],
  ] as const;
  return (
    <ul className="stats">
      {stats.map(([value, label]) => (
        <li key={label}>
          <strong>{value}</strong>
          {label}
        </li>
      ))}
    </ul>
  );
}

import testimonials from "../../_data/testimonials.ts";
import { business, happyCustomersText, ratingText } from "#shop/facts.ts";
import { Icon } from "../../ui/Icon.tsx";

function Stars({ count }: { count: number }) {
  return (
    <span className="stars" role="img" aria-label={`${count} out of 5 stars`}>
      {Array.from({ length: count }, (_, i) => (
        <Icon key={i} name="Star" />
      ))}
    </span>
  );
}

export function Testimonials() {
  return (
    <>
      <p className="rating-claim">
        <Stars count={Math.round(business.rating.value)} />
        Rated {ratingText}/5 from {business.rating.count}+ Google reviews
      </p>
      <ul className="grid grid--quotes">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="card quote">
              <Stars count={t.rating} />
              <blockquote>
                <p>“{t.text}”</p>
              </blockquote>
              <figcaption>
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
  const stats = [
    [happyCustomersText, "Happy customers"],
    [`${business.averageRepairMinutes} min`, "Average repair time"],
    [ratingText, "Google rating"],
    [`${business.warranty.days} days`, "Warranty"],
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

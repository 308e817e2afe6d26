import type { Model, Service } from "#shop/content-schemas.ts";
import { capitalize } from "#shop/facts.ts";
import { CheckList } from "./CheckList.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { servicesIn } from "../../ui/i18n/content.ts";
import { useLanguage } from "../../ui/i18n/language.ts";
import { useWords } from "../../ui/i18n/words.ts";
import type { PageWords } from "../../ui/i18n/en.ts";

/** A model's typical time for a repair in words: its own published minutes, else the repair's usual time. */
export function repairTimeIn(words: PageWords, model: Model, service: Service): string {
  const minutes = model.minutes[service.key];
  return minutes ? words.facts.repairTime(minutes) : service.typicalTime;
}

/** The home page's cards: the services that have features, with those features. */
export function FeaturedServices() {
  const services = servicesIn(useLanguage());
  return (
    <ul className="grid">
      {services
        .filter((s) => s.features.length > 0)
        .map((service) => (
          <li key={service.key} className="card">
            <span className="card__icon">
              <Icon name={service.icon} />
            </span>
            <h3>{service.cardTitle}</h3>
            <p>{service.description}</p>
            <CheckList items={service.features} />
          </li>
        ))}
    </ul>
  );
}

/** A model page's six repairs with its own 'starting at' price and time, or an honest 'Call for a quote'. */
export function ModelServices({ model }: { model: Model }) {
  const services = servicesIn(useLanguage());
  const words = useWords();
  return (
    <ul className="grid grid--wide">
      {services.map((service) => {
        const price = model.prices[service.key];
        return (
          <li key={service.key} className="card">
            <span className="card__icon">
              <Icon name={service.icon} />
            </span>
            <h3>{words.cards.title(model.name, service.name)}</h3>
            <p className="card__subtitle">{service.subtitle}</p>
            <p>{service.description}</p>
            <p className="card__meta">
              {price === undefined ? (
                <span className="price price--quote">{words.cards.quote}</span>
              ) : (
                <span className="price">{words.cards.from(words.facts.price(price))}</span>
              )}
              <span className="card__time">
                <Icon name="Clock" />
                <span className="visually-hidden">{words.cards.typicalTime}</span>
                {capitalize(repairTimeIn(words, model, service))}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

import type { Model } from "#shop/content-schemas.ts";
import { capitalize, formatPrice, repairTime, services } from "#shop/facts.ts";
import { CheckList } from "./CheckList.tsx";
import { Icon } from "../../ui/Icon.tsx";

/** The home page's cards: the services that have features, with those features. */
export function FeaturedServices() {
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
  return (
    <ul className="grid grid--wide">
      {services.map((service) => {
        const price = model.prices[service.key];
        return (
          <li key={service.key} className="card">
            <span className="card__icon">
              <Icon name={service.icon} />
            </span>
            <h3>
              {model.name} {service.name}
            </h3>
            <p className="card__subtitle">{service.subtitle}</p>
            <p>{service.description}</p>
            <p className="card__meta">
              {price === undefined ? (
                <span className="price price--quote">Call for a quote</span>
              ) : (
                <span className="price">Starting at {formatPrice(price)}</span>
              )}
              <span className="card__time">
                <Icon name="Clock" />
                <span className="visually-hidden">Typical time: </span>
                {capitalize(repairTime(model, service.key))}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

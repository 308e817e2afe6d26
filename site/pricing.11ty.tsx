// The pricing chart, generated from the models' own prices, so it can never disagree with the model
// pages. Unpublished prices say 'Call' rather than a guess.
import { CallLink, DirectionsLink } from "./ui/Actions.tsx";
import { BookLink } from "./_includes/components/BookLink.tsx";
import { Base } from "./ui/layout/Base.tsx";
import { business, formatPrice, modelPath, offerText, seriesGroups, services, warrantyText } from "#shop/facts.ts";
import { repairService } from "./ui/layout/structured-data.ts";

export const data = { permalink: "/pricing/", sitemap: { priority: 0.8, changefreq: "monthly" } };

const city = `${business.address.city}, ${business.address.state}`;
const groups = seriesGroups();
const seriesSpan = `the ${groups.at(-1)!.series} to the ${groups[0]!.series} series`;

export function render() {
  return (
    <Base
      path="/pricing/"
      title={`iPhone Repair Prices in ${city} | ${business.name}`}
      description={`'Starting at' prices and repair times for every iPhone from ${seriesSpan}: screen, battery, camera, charging port, water damage and speaker repair in ${city}.`}
      keywords={[
        `iPhone repair prices ${business.address.city}`,
        "iPhone screen replacement cost",
        "iPhone battery replacement price",
      ]}
      jsonLd={[repairService()]}
    >
      <section className="section">
        <div className="container">
          <h1>iPhone Repair Prices</h1>
          <p className="section__intro">
            'Starting at' prices in US dollars. Where a model shows 'Call', we quote it by phone for free. Every repair
            has a {warrantyText}, and right now it's {offerText}.
          </p>
          <div className="actions">
            <CallLink />
            <DirectionsLink />
            <BookLink offLabel="Call to book" />
          </div>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="pricing-caption">
            <table className="pricing">
              <caption id="pricing-caption">Starting prices by model and repair</caption>
              <thead>
                <tr>
                  <th scope="col">Model</th>
                  {services.map((s) => (
                    <th key={s.key} scope="col">
                      {s.name}
                    </th>
                  ))}
                </tr>
              </thead>
              {seriesGroups().map((group) => (
                <tbody key={group.series}>
                  {group.models.map((model) => (
                    <tr key={model.slug}>
                      <th scope="row">
                        <a href={modelPath(model)}>{model.name}</a>
                      </th>
                      {services.map((s) => {
                        const price = model.prices[s.key];
                        return <td key={s.key}>{price === undefined ? "Call" : formatPrice(price)}</td>;
                      })}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          <h2 className="pricing-times">Typical repair times</h2>
          <ul className="features">
            {services.map((s) => (
              <li key={s.key}>
                <strong>{s.name}:</strong>&nbsp;{s.typicalTime}
              </li>
            ))}
          </ul>
          <p>Models with their own published times show them on their page.</p>
        </div>
      </section>
    </Base>
  );
}

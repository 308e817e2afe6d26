// The pricing chart, generated from the models' own prices, so it can never disagree with the model
// pages. Unpublished prices say 'Call' rather than a guess.
import { CallLink, DirectionsLink } from "./ui/Actions.tsx";
import { BookLink } from "./_includes/components/BookLink.tsx";
import { Base } from "./ui/layout/Base.tsx";
import { modelPath, seriesGroups } from "#shop/facts.ts";
import { repairService } from "./ui/layout/structured-data.ts";
import { servicesIn } from "./ui/i18n/content.ts";
import { localePath, type Language } from "./ui/i18n/language.ts";
import { inEveryLanguage } from "./ui/i18n/pages.ts";
import { WORDS } from "./ui/i18n/words.ts";

export const data = { ...inEveryLanguage("/pricing/"), sitemap: { priority: 0.8, changefreq: "monthly" } };

const groups = seriesGroups();

export function render({ lang }: { lang: Language }) {
  const words = WORDS[lang];
  const w = words.pricing;
  const services = servicesIn(lang);
  return (
    <Base
      path="/pricing/"
      lang={lang}
      twin
      title={w.title}
      description={w.description(w.span(groups.at(-1)!.series, groups[0]!.series))}
      keywords={w.keywords}
      jsonLd={[repairService(undefined, lang)]}
    >
      <section className="section">
        <div className="container">
          <h1>{w.h1}</h1>
          <p className="section__intro">{w.intro}</p>
          <div className="actions">
            <CallLink />
            <DirectionsLink />
            <BookLink offLabel={words.actions.callToBook} />
          </div>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="pricing-caption">
            <table className="pricing">
              <caption id="pricing-caption">{w.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{w.model}</th>
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
                        <a href={localePath(lang, modelPath(model))}>{model.name}</a>
                      </th>
                      {services.map((s) => {
                        const price = model.prices[s.key];
                        return <td key={s.key}>{price === undefined ? w.call : words.facts.price(price)}</td>;
                      })}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          <h2 className="pricing-times">{w.times}</h2>
          <ul className="features">
            {services.map((s) => (
              <li key={s.key}>
                <strong>{s.name}:</strong>&nbsp;{s.typicalTime}
              </li>
            ))}
          </ul>
          <p>{w.timesNote}</p>
        </div>
      </section>
    </Base>
  );
}

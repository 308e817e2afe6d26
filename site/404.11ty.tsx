import { CallLink } from "./ui/Actions.tsx";
import { Base } from "./ui/layout/Base.tsx";
import { localePath, siteLanguages, type Language } from "./ui/i18n/language.ts";
import { WORDS } from "./ui/i18n/words.ts";

// Served by the host with status 404 for any unknown path; the script logs the bad path. One per
// language: /404.html, and /es/404.html for the unknown paths under /es/.
export const data = {
  pageLanguages: siteLanguages,
  pagination: { data: "pageLanguages", size: 1, alias: "lang" },
  permalink: ({ lang }: { lang: Language }) => localePath(lang, "/404.html"),
  eleventyExcludeFromCollections: true,
};

export function render({ lang }: { lang: Language }) {
  const w = WORDS[lang].notFound;
  return (
    <Base lang={lang} title={w.title} description={w.description} scripts={["/assets/not-found.js"]}>
      <section className="container not-found">
        <h1>{w.h1}</h1>
        <p>{w.text}</p>
        <div className="actions">
          <a className="button" href={localePath(lang, "/")}>
            {w.home}
          </a>
          <CallLink />
        </div>
      </section>
    </Base>
  );
}

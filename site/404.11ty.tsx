import { CallLink } from "./ui/Actions.tsx";
import { Base } from "./ui/layout/Base.tsx";
import { business } from "#shop/facts.ts";

// Served by the host with status 404 for any unknown path; the script logs the bad path.
export const data = { permalink: "/404.html", eleventyExcludeFromCollections: true };

export function render() {
  return (
    <Base
      title={`Page not found | ${business.name}`}
      description={`That page doesn't exist. Find your iPhone model's repair page or call ${business.name}.`}
      scripts={["/assets/not-found.js"]}
    >
      <section className="container not-found">
        <h1>Oops! Page not found</h1>
        <p>The page you were looking for isn't here, but we can still fix your iPhone today.</p>
        <div className="actions">
          <a className="button" href="/">
            Return to Home
          </a>
          <CallLink />
        </div>
      </section>
    </Base>
  );
}

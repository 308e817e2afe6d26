// /r/<token>/stop: the review ask's unsubscribe: the page asks (a link preview only opens it), its
// button stops the asks.
import { Base } from "./layout/Base.tsx";
import { business } from "#shop/facts.ts";

export function ReviewStopPage({ done }: { done: boolean }) {
  const title = done ? "No more review requests" : "Stop review requests?";
  return (
    <Base title={`${title} | ${business.name}`} description={`Review requests from ${business.name}.`}>
      <section className="section">
        <div className="container">
          <h1>{title}</h1>
          {done ? (
            <p role="status">Done: we will not ask you for a review again. Thank you for choosing {business.name}.</p>
          ) : (
            <form method="post">
              <p>Press the button and {business.name} will not ask you for a review again.</p>
              <button type="submit" className="button">
                Stop review requests
              </button>
            </form>
          )}
          <p>
            <a href="/">Back to the home page</a>
          </p>
        </div>
      </section>
    </Base>
  );
}

// /r/<token>/stop: the review ask's unsubscribe, held the moment the page is asked for.
import { Base } from "./layout/Base.tsx";
import { business } from "#shop/facts.ts";

export function ReviewStopPage() {
  return (
    <Base
      title={`No more review requests | ${business.name}`}
      description={`You will get no more review requests from ${business.name}.`}
    >
      <section className="section">
        <div className="container">
          <h1>No more review requests</h1>
          <p role="status">Done: we will not ask you for a review again. Thank you for choosing {business.name}.</p>
          <p>
            <a href="/">Back to the home page</a>
          </p>
        </div>
      </section>
    </Base>
  );
}

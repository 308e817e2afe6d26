// Help: how the owner gives the assistant an answer it lacked, and what the desk records.
import { booking as rules } from "#shop/facts.ts";
import { Layout } from "./Layout.tsx";

export function HelpPage(props: { csrf: string }) {
  return (
    <Layout title="Help" csrf={props.csrf}>
      <h1>Help</h1>
      <section aria-labelledby="faq" className="card stack">
        <h2 id="faq">Adding an answer to the FAQ</h2>
        <p>
          The assistant answers from the site's data. To give it an answer it lacked, add a question to{" "}
          <code>site/_data/faq.ts</code>: an <code>id</code> (lowercase words joined by dashes), the{" "}
          <code>question</code> as visitors ask it, the <code>answer</code>, and a <code>category</code>. The
          docs/content.md ("Where the shop owner edits facts") lists every data file and its fields.
        </p>
        <p>Rebuild and restart the site (npm start); the FAQ on the pages and the assistant both use the new answer.</p>
      </section>
      <section aria-labelledby="recorded" className="card stack">
        <h2 id="recorded">What is recorded, and for how long</h2>
        <p>
          Only the wording of questions the assistant could not answer, with phone numbers, email addresses, names,
          links and long codes replaced, and how many times each was asked. No address, no browser and no conversation.
          Each question is deleted {rules.retentionDays} days after it was last asked; bookings are deleted{" "}
          {rules.retentionDays} days after their slot.
        </p>
      </section>
      <p>
        <a href="/owner/">Back to the desk</a>
      </p>
    </Layout>
  );
}

// The form of the desk's "cancel every booking like this one" (api/owner/bulk-cancel.ts).
// Its address is here rather than beside the action: the action already reads the desk, which shows this form.
export const BULK_CANCEL_PATH = "/owner/bookings/cancel-same";

export function BulkCancelForm({ csrf }: { csrf: string }) {
  return (
    <section aria-labelledby="cancel-same" className="card">
      <h2 id="cancel-same">Cancel every booking from one client</h2>
      <p className="hint">
        When one client fills the book: every coming booking with the same phone, or made online from the same address,
        as the booking you name.
      </p>
      <form method="post" action={BULK_CANCEL_PATH} className="stack">
        <input type="hidden" name="_csrf" value={csrf} />
        <label htmlFor="cs-reference">Reference</label>
        <input id="cs-reference" name="reference" required autoComplete="off" />
        <fieldset>
          <legend>Cancel those</legend>
          <label>
            <input type="radio" name="by" value="phone" defaultChecked /> with the same phone
          </label>
          <label>
            <input type="radio" name="by" value="client" /> made from the same address
          </label>
        </fieldset>
        <button type="submit" className="button">
          Cancel them all
        </button>
      </form>
    </section>
  );
}

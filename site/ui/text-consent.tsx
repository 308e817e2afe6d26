// Beside the phone field of the server-rendered booking forms (/book/'s and the owner's walk-in form):
// what the shop texts this number and how to stop, from site/_data/booking.ts (textConsent), the box
// that says no, and the words' version (hidden), which the booking keeps with the choice.
// <repair-booking> draws the same in its DetailsStep.
import { NO_TEXTS_FIELD, TEXTS_VERSION_FIELD } from "#shop/booking-fields.ts";
import { booking } from "#shop/facts.ts";

export function TextConsent({ id, checked, hintClass }: { id: string; checked: boolean; hintClass: string }) {
  const wordsId = `${id}-words`;
  return (
    <div className="text-consent">
      <input type="hidden" name={TEXTS_VERSION_FIELD} value={booking.textConsent.version} />
      <p className={hintClass} id={wordsId}>
        {booking.textConsent.words}
      </p>
      <label htmlFor={id} className="check">
        <input type="checkbox" id={id} name={NO_TEXTS_FIELD} defaultChecked={checked} aria-describedby={wordsId} />{" "}
        {booking.textConsent.optOut}
      </label>
    </div>
  );
}

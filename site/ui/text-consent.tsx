// Beside the phone field of the server-rendered booking forms (/book/'s and the owner's walk-in form):
// what the shop texts this number and how to stop, from site/_data/booking.ts (textConsent), the box
// that says no, and the words' version (hidden), which the booking keeps with the choice.
// <repair-booking> draws the same in its DetailsStep.
import { NO_TEXTS_FIELD, TEXTS_VERSION_FIELD } from "#shop/booking-fields.ts";
import { booking } from "#shop/facts.ts";

export function TextConsent({
  id,
  checked,
  hintClass,
  words = booking.textConsent,
}: {
  id: string;
  checked: boolean;
  hintClass: string;
  /** The words in the page's language (site/ui/i18n/content.ts bookingIn); the version is the same. */
  words?: typeof booking.textConsent;
}) {
  const wordsId = `${id}-words`;
  return (
    <div className="text-consent">
      <input type="hidden" name={TEXTS_VERSION_FIELD} value={words.version} />
      <p className={hintClass} id={wordsId}>
        {words.words}
      </p>
      <label htmlFor={id} className="check">
        <input type="checkbox" id={id} name={NO_TEXTS_FIELD} defaultChecked={checked} aria-describedby={wordsId} />{" "}
        {words.optOut}
      </label>
    </div>
  );
}

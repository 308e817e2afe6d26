// The booking made: its reference, the time in the shop's zone, the repair, the address with
// directions, the calendar file and the private manage link, and a way to book another.
import { CalendarPlus, MapPin } from "lucide-react";
import type { Ref } from "react";
import { address } from "virtual:shop-facts";
import { awayFromOurSite } from "../shared/script-origin.ts";
import type { Booked } from "./booking-api.ts";
import { slotWhen } from "./booking-time.ts";
import { useBookingWords } from "./use-words.ts";

interface ConfirmationProps {
  id: string;
  booked: Booked;
  /** "Screen Replacement, iPhone 14 Pro": the repair and the model chosen. */
  repair: string;
  /** The shop's zone's name when the visitor's differs. */
  zone?: string;
  focusRef: Ref<HTMLElement>;
  onAnother: () => void;
}

export function Confirmation({ id, booked, repair, zone, focusRef, onAnother }: ConfirmationProps) {
  const away = awayFromOurSite();
  const { lang, words } = useBookingWords();
  return (
    <section className="confirmation" part="confirmation" ref={focusRef} tabIndex={-1} aria-labelledby={`${id}-booked`}>
      <h2 id={`${id}-booked`} className="title">
        {words.booked}
      </h2>
      {booked.reference && (
        <p className="reference">
          {words.reference} <strong>{booked.reference}</strong>
        </p>
      )}
      <p className="when">
        <strong>{slotWhen(booked.start, lang)}</strong>
        {zone && <span className="zone">{words.shopTime(zone)}</span>}
      </p>
      <p>{repair}</p>
      <p className="address">
        <MapPin aria-hidden="true" size={18} /> {address.full}
      </p>
      <div className="actions">
        <a className="button button--ghost" part="button" href={address.mapsUrl} target="_blank" rel="noopener">
          <MapPin aria-hidden="true" size={18} />
          <span>{words.getDirections}</span>
          <span className="visually-hidden">{words.newTab}</span>
        </a>
        {booked.icsUrl && (
          <a
            className="button button--ghost"
            part="button"
            href={booked.icsUrl}
            download={booked.reference ? `${booked.reference}.ics` : true}
          >
            <CalendarPlus aria-hidden="true" size={18} />
            <span>{words.addToCalendar}</span>
          </a>
        )}
      </div>
      {booked.manageUrl && (
        <p className="manage">
          <a href={booked.manageUrl} {...(away ? { target: "_blank", rel: "noopener" } : {})} part="manage-link">
            {words.manage}
            {away && <span className="visually-hidden">{words.newTab}</span>}
          </a>
          <span className="hint">{words.keepLink}</span>
        </p>
      )}
      <button type="button" className="link-button" part="button" onClick={onAnother}>
        {words.another}
      </button>
    </section>
  );
}

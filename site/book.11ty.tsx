// /book/: choose a repair, a day and a free time, and leave a name and phone. The form works without
// JavaScript (BookingForm posts to the booking API); <repair-booking> replaces it with the quicker
// flow once React runs. The server renders this page's <main> again for every visit (api/booking/
// pages.ts), with the times free at that moment, so the build's copy is only the frame.
import { BookingForm } from "./_includes/components/BookingForm.tsx";
import { CallLink, DirectionsLink } from "./_includes/components/Actions.tsx";
import { Base } from "./_includes/layouts/Base.tsx";
import { chatApiOrigin } from "./lib/chat-api.ts";
import { availability, booking, business, fullAddress } from "./shop/facts.ts";

export const data = {
  permalink: booking.enabled ? "/book/" : false,
  sitemap: { priority: 0.7, changefreq: "monthly" },
};

/** Where the form posts: the booking API beside the chat's (CHAT_API_URL), else this origin. */
export const bookingAction = `${chatApiOrigin ?? ""}/api/bookings`;

const city = `${business.address.city}, ${business.address.state}`;

/** The page's main content around the form: the server reuses it for the manage page. */
export function BookIntro() {
  return (
    <>
      <h1>Book a Repair</h1>
      <p className="section__intro">
        Pick a free time and bring your iPhone to {fullAddress}. Booking is free and you pay only for the repair. Rather
        talk? Call us.
      </p>
      <div className="actions">
        <CallLink />
        <DirectionsLink />
      </div>
    </>
  );
}

export function render() {
  // At build: the coming days only; the server lists their free times on every visit.
  const days = availability.days(new Date(), { days: Math.min(booking.horizonDays + 1, 14) }).days;
  return (
    <Base
      path="/book/"
      title={`Book an iPhone Repair in ${city} | ${business.name}`}
      description={`Book a time for your iPhone repair at ${business.name} in ${city}: choose the repair, a day and a free slot online, then bring your phone in.`}
      keywords={[`book iPhone repair ${business.address.city}`, "iPhone repair appointment"]}
    >
      <section className="section">
        <div className="container booking">
          <BookIntro />
          <repair-booking {...(chatApiOrigin ? { api: chatApiOrigin } : {})}>
            <BookingForm values={{}} days={days} action={bookingAction} times={false} />
          </repair-booking>
        </div>
      </section>
    </Base>
  );
}

import type { ReactNode } from "react";
import { business, fullAddress, mapsEmbedUrl, mapsUrl, smsHref, telHref } from "#shop/facts.ts";
import { HoursBlock } from "../../ui/layout/Hours.tsx";
import { CallLink, DirectionsLink, TextLink } from "../../ui/Actions.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { useWords } from "../../ui/i18n/words.ts";

/** One line of the contact list: an icon that names it (read as the term) and the detail. */
function Detail({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <Icon name={icon} label={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ContactDetails({ withEmail = true }: { withEmail?: boolean }) {
  const words = useWords().location;
  return (
    <dl className="contact-list">
      <Detail icon="MapPin" label={words.address}>
        <address>{fullAddress}</address>
      </Detail>
      <Detail icon="Phone" label={words.phone}>
        <a href={telHref}>{business.phone.display}</a>
      </Detail>
      {smsHref && (
        <Detail icon="MessageSquareText" label={words.text}>
          <a href={smsHref}>{words.textPhone}</a>
        </Detail>
      )}
      <Detail icon="Clock" label={words.hours}>
        <HoursBlock />
      </Detail>
      {withEmail && (
        <Detail icon="Mail" label={words.email}>
          <a href={`mailto:${business.email}`}>{business.email}</a>
        </Detail>
      )}
    </dl>
  );
}

/**
 * A drawing of the neighbourhood with the shop's pin; 'Show map' swaps in Google's map only when the
 * visitor asks (/assets/map-facade.js), so no third-party request happens on load. Without
 * JavaScript the same link opens Google Maps in a new tab.
 */
export function MapFacade() {
  const words = useWords().location;
  return (
    <figure className="map">
      <svg viewBox="0 0 400 300" width="400" height="300" role="img" aria-label={words.mapSketch}>
        <rect width="400" height="300" fill="#e8f1fb" />
        <path d="M-10 190 L410 120" stroke="#fff" strokeWidth="26" />
        <path d="M-10 190 L410 120" stroke="#f3c98b" strokeWidth="3" strokeDasharray="14 10" />
        <path d="M120 -10 L170 310 M300 -10 L330 310 M-10 60 L410 40" stroke="#fff" strokeWidth="12" />
        <rect x="40" y="210" width="60" height="45" rx="6" fill="#d5deea" />
        <rect x="200" y="190" width="80" height="40" rx="6" fill="#d5deea" />
        <rect x="190" y="60" width="70" height="50" rx="6" fill="#d5deea" />
        <rect x="20" y="80" width="80" height="60" rx="6" fill="#cfe8d6" />
        <g transform="translate(232 150)">
          <path d="M0 0 C-18 -22 -18 -44 0 -48 C18 -44 18 -22 0 0Z" fill="#b91c1c" transform="translate(0 -2)" />
          <circle cx="0" cy="-34" r="6" fill="#fff" />
        </g>
        <text x="24" y="176" fontSize="13" fontWeight="700" fill="#0b2545" transform="rotate(-9.5 24 176)">
          {business.address.street}
        </text>
      </svg>
      <figcaption>
        <span>{fullAddress}</span>
        <a className="button" href={mapsUrl} target="_blank" rel="noopener" data-map-embed={mapsEmbedUrl}>
          <Icon name="Map" />
          {words.showMap}
        </a>
      </figcaption>
    </figure>
  );
}

export function LocationBlock() {
  const words = useWords().location;
  return (
    <div className="location">
      <div>
        <ContactDetails />
        <div className="actions">
          <CallLink />
          <TextLink />
          <DirectionsLink />
        </div>
        <div className="emergency">
          <h3>{words.emergencyTitle}</h3>
          <p>{words.emergency}</p>
          <CallLink className="button button--offer">{words.callNow}</CallLink>
        </div>
      </div>
      <div>
        <MapFacade />
        <p className="area">{words.area}</p>
      </div>
    </div>
  );
}

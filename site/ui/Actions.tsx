import type { ReactNode } from "react";
import { business, mapsUrl, smsHref, telHref } from "#shop/facts.ts";
import { Icon } from "./Icon.tsx";

export function CallLink({
  children = `Call ${business.phone.display}`,
  className = "button button--call",
}: {
  children?: ReactNode;
  className?: string;
}) {
  return (
    <a className={className} href={telHref}>
      <Icon name="Phone" />
      {children}
    </a>
  );
}

/** Beside Call, when the shop's number takes texts (textsAccepted in business.ts); else nothing. */
export function TextLink({
  children = "Text us",
  className = "button button--ghost",
}: {
  children?: ReactNode;
  className?: string;
}) {
  if (!smsHref) return null;
  return (
    <a className={className} href={smsHref}>
      <Icon name="MessageSquareText" />
      {children}
    </a>
  );
}

export function DirectionsLink({
  children = "Get Directions",
  className = "button button--ghost",
}: {
  children?: ReactNode;
  className?: string;
}) {
  return (
    <a className={className} href={mapsUrl} target="_blank" rel="noopener">
      <Icon name="MapPin" />
      {children}
      <span className="visually-hidden"> (opens Google Maps in a new tab)</span>
    </a>
  );
}

import type { ReactNode } from "react";
import { mapsUrl, smsHref, telHref } from "#shop/facts.ts";
import { Icon } from "./Icon.tsx";
import { useWords } from "./i18n/words.ts";

export function CallLink({
  children,
  className = "button button--call",
}: {
  children?: ReactNode;
  className?: string;
}) {
  const words = useWords().actions;
  return (
    <a className={className} href={telHref}>
      <Icon name="Phone" />
      {children ?? words.call}
    </a>
  );
}

/** Beside Call, when the shop's number takes texts (textsAccepted in business.ts); else nothing. */
export function TextLink({
  children,
  className = "button button--ghost",
}: {
  children?: ReactNode;
  className?: string;
}) {
  const words = useWords().actions;
  if (!smsHref) return null;
  return (
    <a className={className} href={smsHref}>
      <Icon name="MessageSquareText" />
      {children ?? words.text}
    </a>
  );
}

export function DirectionsLink({
  children,
  className = "button button--ghost",
}: {
  children?: ReactNode;
  className?: string;
}) {
  const words = useWords().actions;
  return (
    <a className={className} href={mapsUrl} target="_blank" rel="noopener">
      <Icon name="MapPin" />
      {children ?? words.directions}
      <span className="visually-hidden">{words.newTabMaps}</span>
    </a>
  );
}

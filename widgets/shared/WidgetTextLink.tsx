// The widgets' Text link beside Call: sms: and the shop's number with no body (iPhones and Android both
// open it), and nothing where the shop's number takes no texts (textsAccepted in business.ts). A word,
// no icon: the widgets' first visit has no bytes to spare for one. A short word ("Text", "Text us") is
// named with the number for a screen reader; a label that shows the number needs no other name.
import type { ReactNode, Ref } from "react";
import { phone } from "virtual:shop-facts";

export function WidgetTextLink({
  className = "",
  children = "Text",
  named = true,
  label = `Text us: ${phone.display}`,
  ref,
  popover,
}: {
  /** Classes after the ghost button's. */
  className?: string;
  children?: ReactNode;
  /** Named "Text us: (number)" (false when the visible words already say the number). */
  named?: boolean;
  /** That name, in the page's language. */
  label?: string;
  ref?: Ref<HTMLAnchorElement>;
  /** The floating call button's top-layer box. */
  popover?: "manual";
}) {
  if (!phone.smsHref) return null;
  return (
    <a
      ref={ref}
      className={`button button--ghost ${className}`.trimEnd()}
      popover={popover}
      part="text-link button"
      href={phone.smsHref}
      aria-label={named ? label : undefined}
    >
      {children}
    </a>
  );
}

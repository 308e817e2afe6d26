// The widgets' 'Get Directions' link: the maps search for the shop, in a new tab (the visitor keeps
// the page they were on), with the pin icon and the part partners style it by.
import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { address } from "virtual:shop-facts";

export function WidgetDirectionsLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <a className={className} part="directions-button button" href={address.mapsUrl} target="_blank" rel="noopener">
      <MapPin aria-hidden="true" size={18} />
      {children}
    </a>
  );
}

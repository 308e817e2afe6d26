// Icons from Lucide, rendered to inline SVG at build: no icon font, no request, no client JS.
import * as lucide from "lucide-react";
import type { LucideIcon } from "lucide-react";

export function Icon({ name, label }: { name: string; label?: string }) {
  const Component = (lucide as unknown as Record<string, LucideIcon | undefined>)[name];
  if (!Component) throw new Error(`Unknown icon "${name}": use a Lucide icon name such as "Clock"`);
  return label ? (
    <Component className="icon" role="img" aria-label={label} />
  ) : (
    <Component className="icon" aria-hidden="true" />
  );
}

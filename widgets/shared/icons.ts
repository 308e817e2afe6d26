// lucide's icons (the ones the React components render with lucide-react) as plain DOM, for the
// shells that show before React loads (define-widget.ts). lucide-react's icon modules import React,
// so their data comes through the build (widgets/build/lucide-icons.ts reads it from lucide-react at
// build time); the component tests compare each shell with React's markup, tag for tag.
import type { ShellIcon } from "../build/lucide-icons.ts";

export { default as MAP_PIN } from "virtual:lucide-icon/map-pin";
export { default as MESSAGE_CIRCLE } from "virtual:lucide-icon/message-circle";
export { default as PHONE } from "virtual:lucide-icon/phone";
export { default as X } from "virtual:lucide-icon/x";

const SVG = "http://www.w3.org/2000/svg";

/** The `<svg>` lucide-react renders for `<Icon aria-hidden="true" size={size} />`. */
export function svgIcon(icon: ShellIcon, size: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  const attributes = {
    xmlns: SVG,
    width: String(size),
    height: String(size),
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    class: `lucide lucide-${icon.name}`,
    "aria-hidden": "true",
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  for (const [tag, shape] of icon.node) {
    const child = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(shape)) child.setAttribute(name, value);
    svg.append(child);
  }
  return svg;
}

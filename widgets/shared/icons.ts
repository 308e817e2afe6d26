// lucide's icons (the ones the React components render with lucide-react) as plain DOM, for the
// shells that show before React loads (define-widget.ts). lucide-react's icon modules import React,
// so the shapes are copied here in lucide's own IconNode form; the component tests compare each
// shell with React's markup, so a drifting copy fails there.
type IconNode = Array<[tag: "path" | "circle", attributes: Record<string, string>]>;
export interface Icon {
  name: string;
  node: IconNode;
}

export const PHONE: Icon = {
  name: "phone",
  node: [
    [
      "path",
      {
        d: "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
      },
    ],
  ],
};

export const MAP_PIN: Icon = {
  name: "map-pin",
  node: [
    [
      "path",
      { d: "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" },
    ],
    ["circle", { cx: "12", cy: "10", r: "3" }],
  ],
};

export const X: Icon = {
  name: "x",
  node: [
    ["path", { d: "M18 6 6 18" }],
    ["path", { d: "m6 6 12 12" }],
  ],
};

export const MESSAGE_CIRCLE: Icon = {
  name: "message-circle",
  node: [
    [
      "path",
      {
        d: "M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719",
      },
    ],
  ],
};

const SVG = "http://www.w3.org/2000/svg";

/** The `<svg>` lucide-react renders for `<Icon aria-hidden="true" size={size} />`. */
export function svgIcon(icon: Icon, size: number): SVGSVGElement {
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

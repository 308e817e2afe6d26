// Turns a React component into a custom element with @r2wc/react-to-web-component, and designs
// around r2wc's known pitfalls:
// - r2wc ignores an empty attribute value, so a bare boolean (`<repair-chat open>`) would not read
//   as true, and removing an attribute leaves the old prop in place. We parse every attribute
//   ourselves, on upgrade and on every change, including removal (back to the default).
// - CSS that Vite injects lands in document.head, outside the shadow root. Each element adopts its
//   own constructable stylesheets (the design tokens plus its styles, imported with `?inline`).
// - Moving an element in the DOM unmounts and remounts its React tree: components keep state that
//   must survive in sessionStorage or in module-level stores, never only in React state.
import r2wc from "@r2wc/react-to-web-component";
import { startTransition, type ComponentType } from "react";
import elementsCss from "../../site/styles/elements.css?inline";
import tokensCss from "../../site/styles/tokens.css?inline";
import baseCss from "./base.css?inline";

export type AttributeType = "string" | "boolean" | "number";

/** Props every widget receives: r2wc passes the shadow root it renders into as `container`. */
export interface WidgetProps {
  container?: ShadowRoot;
}

const sheetCache = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text, shared by every instance of every element. */
export function sheet(css: string): CSSStyleSheet {
  let s = sheetCache.get(css);
  if (!s) {
    s = new CSSStyleSheet();
    s.replaceSync(css);
    sheetCache.set(css, s);
  }
  return s;
}

/** Adds a stylesheet to a shadow root once (used by lazily loaded parts such as the chat panel). */
export function adoptSheet(root: ShadowRoot | Document, css: string): void {
  const s = sheet(css);
  if (!root.adoptedStyleSheets.includes(s)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, s];
}

export function parseAttribute(type: AttributeType, value: string | null): string | boolean | number | undefined {
  if (type === "boolean") return value !== null && !/^(false|0|no|off)$/i.test(value.trim());
  if (value === null) return undefined;
  if (type === "number") {
    const n = Number(value.trim());
    return value.trim() === "" || !Number.isFinite(n) ? undefined : n;
  }
  return value.trim() === "" ? undefined : value;
}

const toDashed = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
// r2wc keeps its props and its render method under these registry symbols.
const propsSymbol = Symbol.for("r2wc.props");
const renderSymbol = Symbol.for("r2wc.render");

interface R2wcInternals {
  [propsSymbol]: Record<string, unknown>;
  [renderSymbol](): void;
}

/**
 * React renders a moment after the element upgrades; until then an empty shadow root would hide the
 * server-rendered fallback (the light DOM) and the page would jump twice. A slot keeps the fallback
 * on screen and leaves in the same task as React's first commit, before the next paint.
 */
function keepFallbackUntilFirstRender(root: ShadowRoot): void {
  const slot = document.createElement("slot");
  root.append(slot);
  new MutationObserver((_records, observer) => {
    if ([...root.childNodes].some((node) => node !== slot)) {
      slot.remove();
      observer.disconnect();
    }
  }).observe(root, { childList: true });
}

export function defineWidget<P extends WidgetProps>(
  tagName: string,
  Component: ComponentType<P>,
  attributes: Partial<Record<Exclude<keyof P & string, "container">, AttributeType>>,
  css: string,
): CustomElementConstructor {
  const existing = customElements.get(tagName);
  if (existing) return existing;

  const props = Object.keys(attributes) as Array<Exclude<keyof P & string, "container">>;
  const byAttribute = new Map(props.map((prop) => [toDashed(prop), prop] as const));
  // Declared to r2wc as strings: its property setters then reflect to the attribute, and we parse.
  const Base = r2wc(Component, { shadow: "open", props: props as never });

  class RepairWidget extends (Base as unknown as { new (): HTMLElement & R2wcInternals }) {
    static get observedAttributes() {
      return [...byAttribute.keys()];
    }

    constructor() {
      super();
      const root = this.shadowRoot!;
      root.adoptedStyleSheets = [sheet(tokensCss), sheet(elementsCss), sheet(baseCss), sheet(css)];
      keepFallbackUntilFirstRender(root);
      for (const [attribute, prop] of byAttribute) {
        this[propsSymbol][prop] = parseAttribute(attributes[prop]!, this.getAttribute(attribute));
      }
    }

    // Rendered as a transition, React renders in slices of a few milliseconds and yields between
    // them, so a widget's first render is no long task either.
    [renderSymbol]() {
      startTransition(() => super[renderSymbol]());
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const prop = byAttribute.get(attribute);
      if (!prop) return;
      this[propsSymbol][prop] = parseAttribute(attributes[prop]!, value);
      if (this.isConnected) this[renderSymbol]();
    }
  }

  defineInTurn(tagName, RepairWidget);
  return RepairWidget;
}

const pending: Array<() => void> = [];

/**
 * Defining an element upgrades every copy on the page at once (constructor, React root, first
 * render). Five of them in the task that evaluates the bundle make one long task on a slow phone;
 * one per task keeps each short, and the fallbacks (identical in size) hold the page meanwhile.
 */
function defineInTurn(tagName: string, element: CustomElementConstructor): void {
  pending.push(() => {
    if (!customElements.get(tagName)) customElements.define(tagName, element);
  });
  if (pending.length === 1) setTimeout(defineNext, 0);
}

function defineNext(): void {
  pending.shift()?.();
  if (pending.length > 0) setTimeout(defineNext, 0);
}

// Turns a React component into a custom element with @r2wc/core (the engine of
// @r2wc/react-to-web-component) and a React renderer that loads after the page, and designs around
// r2wc's known pitfalls:
// - Cost to the host page (a partner embeds us only if we never slow their page): evaluating react-dom
//   alone is a long task on a slow phone, so nothing here imports React. Loading an element's module
//   only records it; its class is built in one task and defined in the next (defineInTurn), and it
//   upgrades cheaply (shadow root, adopted styles, the server-rendered fallback or a plain-DOM shell
//   such as the chat's launcher); React loads when the page is idle after `load`, or at once on first
//   use, and every step (React, each component, react-dom, each first render) runs in a task of its
//   own, rendered as a transition.
// - r2wc ignores an empty attribute value, so a bare boolean (`<repair-chat open>`) would not read
//   as true, and removing an attribute leaves the old prop in place. We parse every attribute
//   ourselves, on upgrade and on every change, including removal (back to the default).
// - CSS that Vite injects lands in document.head, outside the shadow root. Each element adopts its
//   own constructable stylesheets (the design tokens plus its styles, imported with `?inline`).
// - Moving an element in the DOM unmounts and remounts its React tree: components keep state that
//   must survive in sessionStorage or in module-level stores, never only in React state.
import r2wc from "@r2wc/core";
import type { ComponentType } from "react";
import type { Root } from "react-dom/client";
import elementsCss from "../../site/styles/elements.css?inline";
import tokensCss from "../../site/styles/tokens.css?inline";
import baseCss from "./base.css?inline";
import { handOffAtFirstCommit } from "./handoff.ts";
import { pageLang, wordsFor, type Lang, type WidgetWords } from "./lang.ts";
import { trackTaps } from "./track.ts";
import type { Tracked } from "#shop/numbers-names.ts";

export type AttributeType = "string" | "boolean" | "number";

/**
 * Props every widget receives: r2wc passes the shadow root it renders into as `container`; the page's
 * language (shared/lang.ts) comes with it. A widget with words of its own also takes `words`.
 */
export interface WidgetProps {
  container?: ShadowRoot;
  lang?: Lang;
}

/** Props that are not attributes: given by defineWidget itself. */
type Given = "container" | "lang" | "words";

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

// ---------------------------------------------------------------------------------------------
// When React runs: after the page, in idle time, or at once when a visitor reaches for a widget.

type Renderer = typeof import("./react-renderer.ts");
let startNow: (() => void) | undefined;
const started = new Promise<void>((resolve) => {
  startNow = resolve;
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 1500 });
    else setTimeout(resolve, 200);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
});

/** Starts loading React now rather than when the page is idle (a tap on a shell, a focus inside a widget). */
export function loadReactNow(): void {
  startNow?.();
}

/** A fresh task: module evaluation, react-dom's start and each first render never share one. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** One step at a time, each in a task of its own, in the order the elements upgraded. */
let queue: Promise<unknown> = started;
function inTurn<T>(step: () => Promise<T> | T): Promise<T> {
  const run = queue.then(nextTask).then(step);
  queue = run.catch(() => undefined);
  return run;
}

let scheduler: Promise<unknown> | undefined;
let renderer: Promise<Renderer> | undefined;

/**
 * Loading the script that holds all five elements only records them; then, one task at a time, the
 * stylesheets every element shares are parsed, and each element's class is built, then defined
 * (which upgrades every instance already in the page: shadow root, styles, shell). On a slow phone
 * none of these is a long task, where all of it at once was. Until its turn the page shows an
 * element's light DOM, as without JavaScript.
 */
const requested = new Set<string>();
let defining: Promise<unknown> = Promise.resolve()
  .then(nextTask)
  .then(() => [tokensCss, elementsCss, baseCss].forEach(sheet));
function defineInTurn(tagName: string, build: () => CustomElementConstructor): void {
  requested.add(tagName);
  let element: CustomElementConstructor | undefined;
  defining = defining
    .then(nextTask)
    .then(() => (element = build()))
    .then(nextTask)
    .then(() => {
      if (!customElements.get(tagName)) customElements.define(tagName, element!);
    })
    // One element that fails to build or define is reported; the elements after it still come.
    .catch((error: unknown) => reportError(error));
}

/** What counts as a visitor reaching for an element: a pointer over it (a touch too), a focus. */
const INTENT = ["pointerover", "focusin"] as const;

/**
 * When an element with heavy parts of its own (WidgetOptions.formFirst) holds a working form in its
 * light DOM (the /book/ page's, the /embed/ page's example): it renders when the visitor reaches for
 * it, since the form works meanwhile and the widget keeps what was typed, so its code is no part of
 * the page's first visit. Without such a form (a partner's box), it renders when idle like the others.
 */
function firstReach(host: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      for (const type of INTENT) host.removeEventListener(type, go);
      loadReactNow();
      resolve();
    };
    for (const type of INTENT) host.addEventListener(type, go, { passive: true });
  });
}

/** Fires when a widget's React tree first commits (the benchmark and tests wait on it). */
export const READY_MARK = "repair-widget-ready";

// ---------------------------------------------------------------------------------------------

const toDashed = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
// r2wc keeps its props under this registry symbol.
const propsSymbol = Symbol.for("r2wc.props");

interface Mounted {
  props: Record<string, unknown>;
  /** The language and its words, given beside the attributes' props. */
  given: Record<string, unknown>;
  onFirstCommit: () => void;
  root?: Root;
  gone: boolean;
}

/**
 * Until React's first commit the shadow root shows the light DOM (the server-rendered fallback)
 * through a slot, and the shell if the widget has one; both leave at React's first commit, before
 * the next paint. A visitor who had the focus on one of them (a keyboard user tabbing in early) keeps
 * it, and a press begun on one of them ends on React's control (handoff.ts).
 */
function placeholdersUntilFirstCommit(root: ShadowRoot, host: HTMLElement, tagName: string): () => void {
  const placeholders = [...root.childNodes];
  lateShells.set(root, placeholders);
  const handOff = handOffAtFirstCommit(root, host, placeholders);
  return () => {
    lateShells.delete(root);
    handOff();
    performance.mark(READY_MARK, { detail: tagName });
  };
}

/** Placeholders still shown, per root: a shell drawn late (Spanish words) joins them, unless React came first. */
const lateShells = new WeakMap<ShadowRoot, ChildNode[]>();
function drawLate(root: ShadowRoot, draw: () => void): void {
  const placeholders = lateShells.get(root);
  if (!placeholders) return;
  const before = new Set(root.childNodes);
  draw();
  placeholders.push(...[...root.childNodes].filter((node) => !before.has(node)));
}

export interface WidgetOptions<W = unknown> {
  /**
   * Plain DOM shown until React's first render (no React: it runs as the element upgrades), e.g. the
   * chat's launcher. A shell that a visitor can use calls loadReactNow(). On a Spanish page it waits
   * for the Spanish words' chunk (the light DOM shows meanwhile).
   */
  shell?: (root: ShadowRoot, host: HTMLElement, words: W) => void;
  /** The element's words in each language, given to the component as `words` and to the shell. */
  words?: WidgetWords<W>;
  /** What a tap on one of its links counts as in the owner's numbers, beyond Call, Text and Directions. */
  links?: Tracked;
  /** Its component is heavy (the booking form): over a working form in its light DOM, loaded when reached for (firstReach). */
  formFirst?: boolean;
}

/** A component, or a function that imports it (so its code and React load after the page). */
export type WidgetComponent<P> = ComponentType<P> | { load: () => Promise<ComponentType<P>> };

type WidgetAttributes<P> = Partial<Record<Exclude<keyof P & string, Given>, AttributeType>>;

/**
 * A widget's attributes, the one table (widgets/<name>/attributes.ts): every prop of its component
 * (camelCase; the attribute is its dashed form, maxItems is max-items) and the type it is parsed as.
 * defineWidget reads it, and the page templates' element types derive from it
 * (site/_includes/custom-elements.d.ts), so an attribute is added in one place.
 */
export type AttributeTable<P> = { readonly [K in Exclude<keyof P & string, Given>]-?: AttributeType };

/** Registers `<tagName>`: its class built in one task, defined in the next (defineInTurn); once per tag name. */
export function defineWidget<P extends WidgetProps, W = unknown>(
  tagName: string,
  component: WidgetComponent<P>,
  attributes: WidgetAttributes<P>,
  css: string,
  options: WidgetOptions<W> = {},
): void {
  if (customElements.get(tagName) || requested.has(tagName)) return;
  defineInTurn(tagName, () => widgetClass(tagName, component, attributes, css, options));
}

function widgetClass<P extends WidgetProps, W>(
  tagName: string,
  component: WidgetComponent<P>,
  attributes: WidgetAttributes<P>,
  css: string,
  options: WidgetOptions<W>,
): CustomElementConstructor {
  sheet(css);
  const props = Object.keys(attributes) as Array<Exclude<keyof P & string, Given>>;
  const byAttribute = new Map(props.map((prop) => [toDashed(prop), prop] as const));
  const loadComponent = "load" in component ? component.load : async () => component;
  let Component: Promise<ComponentType<P>> | undefined;

  const firstCommits = new WeakMap<ShadowRoot, () => void>();
  const reactRenderer = {
    mount(container: ShadowRoot, _component: unknown, initialProps: Record<string, unknown>): Mounted {
      const lang = pageLang(container.host);
      const mounted: Mounted = {
        props: initialProps,
        given: { lang },
        gone: false,
        onFirstCommit: firstCommits.get(container) ?? (() => undefined),
      };
      void (async () => {
        const host = container.host as HTMLElement;
        if (options.formFirst && host.querySelector("form")) await firstReach(host);
        // The component's own code (and React itself, on first use) in one task...
        const [Loaded, words] = await inTurn(() =>
          Promise.all([(Component ??= loadComponent()), options.words && wordsFor(options.words, lang)]),
        );
        if (words) mounted.given.words = words;
        // ...React's scheduler in another, then react-dom...
        await inTurn(() => (scheduler ??= import("./react-scheduler.ts")));
        const { mount: mountReact } = await inTurn(() => (renderer ??= import("./react-renderer.ts")));
        // ...and this element's first render in a third.
        await inTurn(() => {
          if (!mounted.gone)
            mounted.root = mountReact(
              container,
              Loaded,
              { ...mounted.props, ...mounted.given } as unknown as P,
              mounted.onFirstCommit,
            );
        });
      })();
      return mounted;
    },
    update(mounted: Mounted, nextProps: Record<string, unknown>) {
      mounted.props = nextProps;
      if (mounted.root)
        void Promise.all([Component!, renderer!]).then(([C, r]) =>
          r.render(mounted.root!, C, { ...nextProps, ...mounted.given } as unknown as P),
        );
    },
    unmount(mounted: Mounted) {
      mounted.gone = true;
      mounted.root?.unmount();
    },
  };

  // Declared to r2wc as strings: its property setters then reflect to the attribute, and we parse.
  const Base = r2wc(component as never, { shadow: "open", props: props as never }, reactRenderer as never);

  class RepairWidget extends (Base as unknown as { new (): HTMLElement & { [propsSymbol]: Record<string, unknown> } }) {
    static get observedAttributes() {
      return [...byAttribute.keys()];
    }

    constructor() {
      super();
      const root = this.shadowRoot!;
      root.adoptedStyleSheets = [sheet(tokensCss), sheet(elementsCss), sheet(baseCss), sheet(css)];
      root.append(document.createElement("slot"));
      const { shell, words } = options;
      // A form-first element over its working form draws no shell: the form shows, and the Spanish
      // words wait for the component (no chunk fetched for a shell that would not show).
      const formShows = !!options.formFirst && !!this.querySelector("form");
      const spanishShell = !formShows && !!shell && !!words && pageLang(this) === "es";
      if (!spanishShell && !formShows) shell?.(root, this, words?.en as W);
      trackTaps(root, options.links);
      firstCommits.set(root, placeholdersUntilFirstCommit(root, this, tagName));
      if (spanishShell)
        void words!.es().then((spanish) => drawLate(root, () => shell!(root, this, spanish)), reportError);
      for (const [attribute, prop] of byAttribute) {
        this[propsSymbol][prop] = parseAttribute(attributes[prop]!, this.getAttribute(attribute));
      }
      // A visitor reaching for the widget (pointer, keyboard) needs React now, not when idle.
      for (const type of ["pointerdown", "focusin", "keydown"])
        this.addEventListener(type, loadReactNow, { once: true, passive: true });
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const prop = byAttribute.get(attribute);
      if (!prop) return;
      this[propsSymbol][prop] = parseAttribute(attributes[prop]!, value);
      const render = (this as unknown as Record<symbol, () => void>)[Symbol.for("r2wc.render")];
      if (this.isConnected) render?.call(this);
    }
  }

  return RepairWidget;
}

// Helpers for the component tests (run in Chromium by Web Test Runner).
import { executeServerCommand } from "@web/test-runner-commands";
import { READY_MARK } from "../shared/define-widget.ts";

export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A quiet machine's budget in ms, stretched by TEST_TIME_SCALE as every other test budget is
 * (tests/helpers/budget.ts): web-test-runner.config.mjs hands the scale to the page.
 */
export const scaled = (ms: number): number =>
  Math.round(ms * Number((globalThis as { TEST_TIME_SCALE?: number }).TEST_TIME_SCALE ?? 1));

/** Waits until `check` returns a truthy value (or throws after `timeout` ms, stretched by TEST_TIME_SCALE). */
export async function waitFor<T>(
  check: () => T | null | undefined | false,
  message = "condition",
  timeout = 8000,
): Promise<T> {
  const start = performance.now();
  const limit = scaled(timeout);
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - start > limit) throw new Error(`timed out waiting for ${message}`);
    await sleep(15);
  }
}

/** Adds markup to the page and returns the first element; removed by `cleanup()`. */
const mounted: Element[] = [];
export function mount<E extends Element = HTMLElement>(html: string): E {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  const nodes = [...template.content.children];
  document.body.append(...nodes);
  mounted.push(...nodes);
  return nodes[0] as E;
}
export function cleanup() {
  mounted.splice(0).forEach((node) => node.remove());
}

export const shadow = (el: Element) => {
  if (!el.shadowRoot) throw new Error(`${el.localName} has no shadow root`);
  return el.shadowRoot;
};
export const $ = <E extends Element = HTMLElement>(el: Element, selector: string) =>
  shadow(el).querySelector<E>(selector);
export const $$ = <E extends Element = HTMLElement>(el: Element, selector: string) => [
  ...shadow(el).querySelectorAll<E>(selector),
];

/** The element that has focus, looking through open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** How many first commits of React trees the elements named `tag` have made (define-widget.ts's READY mark). */
export const reactCommits = (tag: string) =>
  performance.getEntriesByName(READY_MARK).filter((mark) => (mark as PerformanceMark).detail === tag).length;

/** Mounts an element and, in the same task (React comes tasks later), returns it with a wait for React's first commit. */
export function mountBeforeReact(tag: string, html: string) {
  const commits = reactCommits(tag);
  const el = mount(html);
  const reacted = () => reactCommits(tag) > commits;
  return { el, reacted, reactAfter: () => waitFor(reacted, "React's first commit", 15000) };
}

/**
 * An element's markup in a form that compares plain-DOM and React renderings: attributes sorted,
 * adjacent text merged (React writes `{a}, {b}` as several text nodes), empty text dropped.
 */
export function canonicalMarkup(node: Node): string {
  const copy = node.cloneNode(true);
  copy.normalize();
  const walk = (n: Node): string => {
    if (n.nodeType === Node.TEXT_NODE) return JSON.stringify(n.textContent);
    if (!(n instanceof Element)) return "";
    const attributes = [...n.attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
    const children = [...n.childNodes].filter((c) => c.nodeType !== Node.TEXT_NODE || c.textContent !== "").map(walk);
    return `<${n.localName}${attributes.map((a) => ` ${a}`).join("")}>${children.join("")}</${n.localName}>`;
  };
  return walk(copy);
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  hold?: boolean;
  drop?: boolean;
  /** Stays in place for every following request. */
  sticky?: boolean;
  /** For requests to this route only ("GET /api/availability"); without it, for the chat endpoint. */
  route?: string;
}
export interface FakeApi {
  id: string;
  origin: string;
  script(...answers: FakeAnswer[]): Promise<unknown>;
  requests(): Promise<
    Array<{
      method: string;
      url: string;
      contentType: string;
      body: { message: string; model?: string; history?: Array<{ role: string; content: string }> };
    }>
  >;
  release(): Promise<unknown>;
  stop(): Promise<unknown>;
}

/** Starts a scripted API (the chat's, the booking's): a real HTTP server on 127.0.0.1 (another origin than the page). */
export async function startFakeApi(): Promise<FakeApi> {
  const { id, origin } = (await executeServerCommand("fake-api-start")) as { id: string; origin: string };
  return {
    id,
    origin,
    script: (...answers) => executeServerCommand("fake-api-script", { id, answers }),
    requests: () => executeServerCommand("fake-api-requests", { id }) as never,
    release: () => executeServerCommand("fake-api-release", { id }),
    stop: () => executeServerCommand("fake-api-stop", { id }),
  };
}

// The widgets load React after the page (define-widget.ts). Through the dev server on a busy machine
// the first load is slow: done once before each file's tests, not inside its first test's time.
before(async function () {
  this.timeout(scaled(60000));
  (await import("../shared/define-widget.ts")).loadReactNow();
  await import("../shared/react-renderer.ts");
});

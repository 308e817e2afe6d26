// The React side of every widget, loaded after the page (see define-widget.ts): what
// @r2wc/react-to-web-component's renderer does (createRoot, render, unmount), with every render a
// transition, so React renders in slices of a few milliseconds and yields between them.
import { createElement, startTransition, type ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";

export function render<P extends object>(root: Root, Component: ComponentType<P>, props: P): void {
  // A copy: r2wc keeps mutating its one props object, and React compares props by identity.
  startTransition(() => root.render(createElement(Component, { ...props })));
}

export function mount<P extends object>(container: ShadowRoot, Component: ComponentType<P>, props: P): Root {
  const root = createRoot(container);
  render(root, Component, props);
  return root;
}

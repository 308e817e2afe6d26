// The React side of every widget, loaded after the page (see define-widget.ts): what
// @r2wc/react-to-web-component's renderer does (createRoot, render, unmount), with every render a
// transition, so React renders in slices of a few milliseconds and yields between them, and a
// callback at the first commit (also when the widget renders nothing yet, e.g. the call button).
import { createElement, startTransition, useLayoutEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

const firstCommit = new WeakMap<Root, () => void>();

export function render<P extends object>(root: Root, Component: ComponentType<P>, props: P): void {
  // A copy: r2wc keeps mutating its one props object, and React compares props by identity.
  const element = createElement(Component, { ...props });
  startTransition(() => root.render(createElement(Committed, { onCommit: firstCommit.get(root)! }, element)));
}

export function mount<P extends object>(
  container: ShadowRoot,
  Component: ComponentType<P>,
  props: P,
  onFirstCommit: () => void,
): Root {
  const root = createRoot(container);
  let done = false;
  firstCommit.set(root, () => {
    if (!done) onFirstCommit();
    done = true;
  });
  render(root, Component, props);
  return root;
}

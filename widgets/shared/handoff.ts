// What a visitor holds in a widget's placeholders when React's first commit replaces them goes on in
// React's tree: the focus (in the server-rendered fallback or a plain-DOM shell), and a press on a
// shell's control not yet released. A tap that began on the shell's launcher and ends on React's
// (React came in between) would otherwise be no click at all: the browser clicks only where a press
// began and ended.

const CONTROLS = "a[href], button, input, textarea, select, summary, [tabindex]";

/** React's control that stands for a placeholder's: the same name, else the same class, else the first. */
function counterpart(root: ShadowRoot, control: HTMLElement): HTMLElement | undefined {
  const name = (el: Element) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim();
  const controls = [...root.querySelectorAll<HTMLElement>(CONTROLS)];
  const className = control.classList[0];
  return (
    controls.find((el) => name(el) === name(control)) ??
    controls.find((el) => !!className && el.classList.contains(className)) ??
    controls[0]
  );
}

/** A press (a pointer, or Space on a button) that began on a placeholder's control and is still held. */
function watchPresses(root: ShadowRoot, placeholders: ChildNode[]): () => HTMLElement | undefined {
  let held: HTMLElement | undefined;
  const inPlaceholders = (event: Event) =>
    event
      .composedPath()
      .find(
        (node): node is HTMLElement =>
          node instanceof HTMLElement && node.matches(CONTROLS) && placeholders.some((p) => p.contains(node)),
      );
  const press = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== " ") return;
    held = inPlaceholders(event);
  };
  const release = (event: Event) => {
    if (!(event instanceof KeyboardEvent) || event.key === " ") held = undefined;
  };
  const types = { pointerdown: press, keydown: press, pointerup: release, pointercancel: release, keyup: release };
  for (const [type, listener] of Object.entries(types)) root.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of Object.entries(types)) root.removeEventListener(type, listener, true);
    return held;
  };
}

/**
 * The release of a press whose control is gone clicks its counterpart, when the pointer is let go
 * over it (or Space is let go), unless the browser clicked it itself.
 */
function finishPress(control: HTMLElement): void {
  let clicked = false;
  const sawClick = () => (clicked = true);
  const release = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== " ") return;
    for (const type of ["pointerup", "pointercancel", "keyup"]) window.removeEventListener(type, release, true);
    const over = event.type === "keyup" || (event.type === "pointerup" && event.composedPath().includes(control));
    if (!over) return;
    control.addEventListener("click", sawClick, { once: true });
    // The browser's own click, if any, comes in the same task as the pointerup.
    setTimeout(() => {
      control.removeEventListener("click", sawClick);
      if (!clicked && control.isConnected) control.click();
    });
  };
  for (const type of ["pointerup", "pointercancel", "keyup"]) window.addEventListener(type, release, true);
}

/**
 * Watches a widget's placeholders until React's first commit; the function it returns, called at
 * that commit, removes them and hands the focus and any held press to React's controls.
 */
export function handOffAtFirstCommit(root: ShadowRoot, host: HTMLElement, placeholders: ChildNode[]): () => void {
  const stopWatching = watchPresses(root, placeholders);
  return () => {
    const held = stopWatching();
    const inShell = root.activeElement;
    const inFallback = document.activeElement;
    const focused =
      inShell instanceof HTMLElement && placeholders.some((p) => p.contains(inShell))
        ? inShell
        : inFallback instanceof HTMLElement && inFallback !== host && host.contains(inFallback)
          ? inFallback
          : undefined;
    placeholders.forEach((node) => node.remove());
    placeholders.length = 0;
    if (focused) counterpart(root, focused)?.focus();
    const pressed = held && counterpart(root, held);
    if (pressed) finishPress(pressed);
  };
}

import { ChevronDown, Phone } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { phone, series } from "virtual:shop-facts";
import type { WidgetProps } from "../shared/define-widget.ts";
import { useMediaQuery } from "../shared/hooks.ts";
import { ownPageLink, scriptOrigin, siteHref } from "../shared/script-origin.ts";
import { useTopLayer } from "../shared/placement.ts";
import { WidgetTextLink } from "../shared/WidgetTextLink.tsx";
import { modelMenuEn, type ModelMenuWords } from "./words.ts";

// Floating UI is the largest dependency after React: the wide menu's code loads when a person
// shows intent (pointer over the button, focus, touch, a key), not with the page. No React.lazy
// here: Suspense would swap the button for a fallback copy and drop the keyboard focus; the
// placeholder stays in place until the code has arrived.
type WideMenuComponent = typeof import("./WideMenu.tsx").default;
let wideMenu: WideMenuComponent | undefined;
let wideMenuPromise: Promise<WideMenuComponent> | undefined;
const loadWideMenu = () => (wideMenuPromise ??= import("./WideMenu.tsx").then((m) => (wideMenu = m.default)));

export interface RepairModelMenuProps extends WidgetProps {
  /** The model slug of the current page (e.g. iphone-13-pro-repair): marked as the current page. */
  current?: string;
  /** Base URL of the model pages (default: the origin this script was loaded from). */
  site?: string;
  /** The navigation landmark's name (default "iPhone models"); a page with two menus names them apart. */
  label?: string;
  words?: ModelMenuWords;
}

/** From this width up: the dropdown with submenus and the Call Now link and button beside it. */
export const WIDE_QUERY = "(min-width: 48rem)";
export function RepairModelMenu({
  current,
  site = scriptOrigin,
  label,
  lang = "en",
  words = modelMenuEn,
}: RepairModelMenuProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  return (
    <nav className="root nav" aria-label={label ?? words.nav} part="nav" dir="ltr" lang={lang}>
      {wide ? (
        <LazyWideMenu current={current} site={site} words={words} />
      ) : (
        <TouchMenu current={current} site={site} words={words} />
      )}
      {/* Wide screens: the number, the Call Now button and Text beside the menu. On a phone the page's own
          call buttons and the floating call button do that, and the header keeps its room. */}
      {wide && (
        <div className="call-links">
          <a className="phone-link" part="phone-link" href={phone.href}>
            {phone.display}
          </a>
          <a className="button button--call" part="call-button button" href={phone.href}>
            <Phone aria-hidden="true" size={20} />
            <span>{words.callNow}</span>
          </a>
          <WidgetTextLink label={words.textUsNamed}>{words.text}</WidgetTextLink>
        </div>
      )}
    </nav>
  );
}

interface LoadedWideMenu {
  Menu: WideMenuComponent;
  defaultOpen: boolean;
  fromKeyboard: boolean;
  autoFocus: boolean;
}

/**
 * Until the menu's code is wanted, a plain button that looks the same. Intent starts the download;
 * a click or an opening key pressed before it arrives opens the menu once it has.
 */
interface MenuProps {
  current: string | undefined;
  site: string;
  words: ModelMenuWords;
}

function LazyWideMenu({ current, site, words }: MenuProps) {
  // How the menu starts is decided when its code arrives (from what the person did meanwhile) and
  // kept in state: render reads no ref (React's rule: refs are not for rendering).
  const [loaded, setLoaded] = useState<LoadedWideMenu | undefined>(
    () => wideMenu && { Menu: wideMenu, defaultOpen: false, fromKeyboard: false, autoFocus: false },
  );
  const openOnLoad = useRef<"pointer" | "keyboard" | false>(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const want = () => {
    void loadWideMenu().then((Menu) => {
      const root = buttonRef.current?.getRootNode() as ShadowRoot | undefined;
      setLoaded({
        Menu,
        defaultOpen: openOnLoad.current !== false,
        fromKeyboard: openOnLoad.current === "keyboard",
        autoFocus: !!root && root.activeElement === buttonRef.current,
      });
    });
  };
  if (loaded) {
    const { Menu, ...start } = loaded;
    return <Menu current={current} site={site} label={words.menu} words={words} {...start} />;
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      className="menu-button"
      part="menu-button button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
      onClick={() => {
        openOnLoad.current ||= "pointer";
        want();
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          openOnLoad.current = "keyboard";
          want();
        }
      }}
    >
      {words.menu}
      <ChevronDown aria-hidden="true" size={16} />
    </button>
  );
}

/** Narrow screens: a disclosure with every series and its models as large tap targets. */
function TouchMenu({ current, site, words }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useTopLayer(panelRef, open);

  useLayoutEffect(() => {
    if (open && buttonRef.current) setTop(Math.round(buttonRef.current.getBoundingClientRect().bottom + 8));
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.includes(panelRef.current!) && !path.includes(buttonRef.current!)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      className="touch"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        part="menu-button button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {words.menu}
        <ChevronDown aria-hidden="true" size={16} className={open ? "flip" : undefined} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="touch-panel"
        popover="manual"
        part="menu"
        hidden={!open}
        style={{ top }}
      >
        {series.map((group) => (
          <section key={group.series} className="touch-group" aria-labelledby={`${panelId}-${group.series}`}>
            <h2 className="touch-heading" id={`${panelId}-${group.series}`}>
              {words.series(group)}
            </h2>
            <ul>
              {group.models.map((model) => (
                <li key={model.slug}>
                  <a
                    href={siteHref(words.page(model.path), site)}
                    {...ownPageLink()}
                    aria-current={model.slug === current ? "page" : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {model.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

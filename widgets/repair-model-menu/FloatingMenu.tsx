// A nested dropdown menu after Floating UI's menu pattern: a click (or Enter/Space/ArrowDown) opens
// it, hover opens after 100 ms with a safe polygon and a 300 ms grace before closing, arrow keys move
// through items (ArrowRight/ArrowLeft enter and leave submenus), type-ahead jumps to an item (reset
// after 1000 ms), Escape closes and focus returns to the button, Tab out of the menu closes it.
// Focus is handled here rather than by FloatingFocusManager, which would add 4 KB (brotli) for a
// non-modal menu whose items already take the focus through useListNavigation.
import {
  autoUpdate,
  flip,
  FloatingList,
  FloatingNode,
  FloatingTree,
  offset,
  safePolygon,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useFloatingParentNodeId,
  useFloatingTree,
  useHover,
  useInteractions,
  useListItem,
  useListNavigation,
  useMergeRefs,
  useRole,
  useTypeahead,
} from "@floating-ui/react";
import { ChevronDown, ChevronRight } from "lucide-react";
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type Dispatch,
  type FocusEvent,
  type HTMLProps,
  type MouseEvent,
  type ReactNode,
  type SetStateAction,
} from "react";

export const HOVER_OPEN_DELAY_MS = 100;
export const HOVER_GRACE_MS = 300;
export const TYPEAHEAD_RESET_MS = 1000;

interface MenuContextValue {
  getItemProps: (userProps?: HTMLProps<HTMLElement>) => Record<string, unknown>;
  activeIndex: number | null;
  setActiveIndex: Dispatch<SetStateAction<number | null>>;
  setHasFocusInside: Dispatch<SetStateAction<boolean>>;
  isOpen: boolean;
}

const MenuContext = createContext<MenuContextValue>({
  // The root menu's button is no item of a list: its own props pass as they are.
  getItemProps: (userProps) => ({ ...userProps }),
  activeIndex: null,
  setActiveIndex: () => {},
  setHasFocusInside: () => {},
  isOpen: false,
});

interface MenuProps {
  label: ReactNode;
  /** The text type-ahead matches for a submenu trigger. */
  textLabel?: string;
  /** Marks the trigger (e.g. the series of the current page). */
  current?: boolean;
  /** Start open (root menu only). */
  defaultOpen?: boolean;
  /** With defaultOpen: the item that takes the focus (the menu was opened from the keyboard). */
  defaultActiveIndex?: number;
  children?: ReactNode;
}

const MenuComponent = forwardRef<HTMLButtonElement, MenuProps & HTMLProps<HTMLButtonElement>>(function MenuComponent(
  { children, label, textLabel, current, defaultOpen = false, defaultActiveIndex, autoFocus, ...props },
  forwardedRef,
) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const referenceRef = useRef<HTMLButtonElement | null>(null);
  const [hasFocusInside, setHasFocusInside] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(defaultOpen ? (defaultActiveIndex ?? null) : null);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  const parent = useContext(MenuContext);
  const tree = useFloatingTree();
  const nodeId = useFloatingNodeId();
  const parentId = useFloatingParentNodeId();
  const item = useListItem({ label: textLabel ?? null });
  const isNested = parentId != null;

  const { floatingStyles, refs, context } = useFloating<HTMLButtonElement>({
    nodeId,
    open: isOpen,
    onOpenChange(open, _event, reason) {
      setIsOpen(open);
      // Escape closes the whole menu and gives the focus back to the button that opened it.
      if (!open && !isNested && reason === "escape-key") referenceRef.current?.focus();
    },
    placement: isNested ? "right-start" : "bottom-start",
    strategy: "fixed",
    // top/left rather than a transform: a transform on the series list would become the containing
    // block of its fixed submenu, which its scrolling box would then clip out of sight.
    transform: false,
    middleware: [
      offset({ mainAxis: isNested ? 0 : 6, alignmentAxis: isNested ? -6 : 0 }),
      flip(),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(160, availableHeight)}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });

  const hover = useHover(context, {
    mouseOnly: true,
    delay: { open: HOVER_OPEN_DELAY_MS, close: HOVER_GRACE_MS },
    handleClose: safePolygon({ blockPointerEvents: false }),
  });
  const click = useClick(context, { event: "mousedown", toggle: !isNested, ignoreMouse: isNested });
  const role = useRole(context, { role: "menu" });
  const dismiss = useDismiss(context, { bubbles: true });
  const listNavigation = useListNavigation(context, {
    listRef: elementsRef,
    activeIndex,
    nested: isNested,
    onNavigate: setActiveIndex,
  });
  const typeahead = useTypeahead(context, {
    listRef: labelsRef,
    onMatch: isOpen ? setActiveIndex : undefined,
    activeIndex,
    resetMs: TYPEAHEAD_RESET_MS,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    hover,
    click,
    role,
    dismiss,
    listNavigation,
    typeahead,
  ]);

  // One submenu open per level; choosing an item closes the whole tree.
  useEffect(() => {
    if (!tree) return;
    const onTreeClick = () => setIsOpen(false);
    const onSubMenuOpen = (event: { nodeId: string; parentId: string | null }) => {
      if (event.nodeId !== nodeId && event.parentId === parentId) setIsOpen(false);
    };
    tree.events.on("click", onTreeClick);
    tree.events.on("menuopen", onSubMenuOpen);
    return () => {
      tree.events.off("click", onTreeClick);
      tree.events.off("menuopen", onSubMenuOpen);
    };
  }, [tree, nodeId, parentId]);

  useEffect(() => {
    if (isOpen && tree) tree.events.emit("menuopen", { parentId, nodeId });
  }, [tree, isOpen, nodeId, parentId]);

  // Opened by a click (Floating UI keeps the mousedown from focusing the button): the menu takes the
  // focus, so the arrow keys and type-ahead work next, and Escape can give it back.
  useEffect(() => {
    if (!isOpen || isNested) return;
    const type = context.dataRef.current.openEvent?.type;
    const root = referenceRef.current?.getRootNode() as ShadowRoot | Document | undefined;
    if ((type === "mousedown" || type === "click") && root && !root.activeElement)
      refs.floating.current?.focus({ preventScroll: true });
  }, [isOpen, isNested, context, refs]);

  // Synchronously as the real button replaces its placeholder, so no key press falls in between.
  useLayoutEffect(() => {
    if (autoFocus && !defaultOpen) referenceRef.current?.focus();
    else if (defaultOpen && defaultActiveIndex !== undefined)
      requestAnimationFrame(() => elementsRef.current[defaultActiveIndex]?.focus());
    // Once, when the lazily loaded menu replaces its placeholder.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- mount only: later prop changes must not move the focus again
  }, []);

  // Focus leaving the menu (Tab, a click elsewhere) closes it.
  const onBlurRoot = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (isNested || !isOpen || (next && event.currentTarget.contains(next))) return;
    setIsOpen(false);
    tree?.events.emit("click");
  };

  return (
    <FloatingNode id={nodeId}>
      <span className={isNested ? "menu-node" : "menu-root"} onBlur={onBlurRoot}>
        <button
          type="button"
          ref={useMergeRefs([refs.setReference, item.ref, forwardedRef, referenceRef])}
          tabIndex={!isNested ? undefined : parent.activeIndex === item.index ? 0 : -1}
          role={isNested ? "menuitem" : undefined}
          data-open={isOpen ? "" : undefined}
          data-current={current ? "" : undefined}
          data-focus-inside={hasFocusInside ? "" : undefined}
          className={isNested ? "menu-item submenu-trigger" : "menu-button"}
          part={isNested ? undefined : "menu-button button"}
          {...getReferenceProps(
            parent.getItemProps({
              ...props,
              onFocus(event: FocusEvent<HTMLButtonElement>) {
                props.onFocus?.(event);
                setHasFocusInside(false);
                parent.setHasFocusInside(true);
              },
              onMouseDown(event: MouseEvent<HTMLButtonElement>) {
                props.onMouseDown?.(event);
                // Opened by hovering a moment before, the menu stays open on this press: the press
                // gives it the focus, as a press that opens it does (the effect above).
                const menu = refs.floating.current;
                if (!isNested && isOpen && menu)
                  requestAnimationFrame(() => menu.isConnected && menu.focus({ preventScroll: true }));
              },
            }),
          )}
        >
          {label}
          {isNested ? <ChevronRight aria-hidden="true" size={16} /> : <ChevronDown aria-hidden="true" size={16} />}
        </button>
        <MenuContext.Provider value={{ activeIndex, setActiveIndex, getItemProps, setHasFocusInside, isOpen }}>
          <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
            {isOpen && (
              <div ref={refs.setFloating} className="menu" style={floatingStyles} {...getFloatingProps()}>
                {children}
              </div>
            )}
          </FloatingList>
        </MenuContext.Provider>
      </span>
    </FloatingNode>
  );
});

export const Menu = forwardRef<HTMLButtonElement, MenuProps & HTMLProps<HTMLButtonElement>>(function Menu(props, ref) {
  const parentId = useFloatingParentNodeId();
  if (parentId === null) {
    return (
      <FloatingTree>
        <MenuComponent {...props} ref={ref} />
      </FloatingTree>
    );
  }
  return <MenuComponent {...props} ref={ref} />;
});

interface MenuLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  label: string;
  href: string;
}

/** A menu item that is a real link: Enter or a click follows it. */
export const MenuLink = forwardRef<HTMLAnchorElement, MenuLinkProps>(function MenuLink(
  { label, ...props },
  forwardedRef,
) {
  const menu = useContext(MenuContext);
  const item = useListItem({ label });
  const tree = useFloatingTree();
  const isActive = item.index === menu.activeIndex;
  return (
    <a
      {...props}
      ref={useMergeRefs([item.ref, forwardedRef])}
      role="menuitem"
      className="menu-item"
      tabIndex={isActive ? 0 : -1}
      {...menu.getItemProps({
        onClick(event: MouseEvent<HTMLAnchorElement>) {
          props.onClick?.(event);
          tree?.events.emit("click");
        },
        onFocus(event: FocusEvent<HTMLAnchorElement>) {
          props.onFocus?.(event);
          menu.setHasFocusInside(true);
        },
      } as HTMLProps<HTMLElement>)}
    >
      {label}
    </a>
  );
});

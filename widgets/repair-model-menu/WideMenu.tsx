import { series } from "virtual:shop-facts";
import { ownPageLink, siteHref } from "../shared/script-origin.ts";
import { Menu, MenuLink } from "./FloatingMenu.tsx";
import type { ModelMenuWords } from "./words.ts";

export interface WideMenuProps {
  current: string | undefined;
  site: string;
  label: string;
  /** The page's language's words: a model page's path in it, a series' heading. */
  words: Pick<ModelMenuWords, "page" | "series">;
  /** Open at once (the button was clicked or keyed before this code arrived). */
  defaultOpen?: boolean;
  /** Opened from the keyboard: focus on the first series. */
  fromKeyboard?: boolean;
  /** Take the focus (the placeholder button had it). */
  autoFocus?: boolean;
}

/** The dropdown: one submenu per series, newest first, each listing its models as links. */
export default function WideMenu({ current, site, label, words, defaultOpen, fromKeyboard, autoFocus }: WideMenuProps) {
  return (
    <Menu
      label={label}
      defaultOpen={defaultOpen}
      defaultActiveIndex={fromKeyboard ? 0 : undefined}
      autoFocus={autoFocus}
    >
      {series.map((group) => (
        <Menu
          key={group.series}
          label={words.series(group)}
          textLabel={words.series(group)}
          current={group.models.some((m) => m.slug === current)}
        >
          {group.models.map((model) => (
            <MenuLink
              key={model.slug}
              label={model.name}
              href={siteHref(words.page(model.path), site)}
              {...ownPageLink()}
              aria-current={model.slug === current ? "page" : undefined}
            />
          ))}
        </Menu>
      ))}
    </Menu>
  );
}

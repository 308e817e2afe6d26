// The desk's own layout: a plain bar and one column for a phone at the bench, with the site's colour
// tokens (assets.ts serves site/styles/tokens.css ahead of owner.css). Never indexed, never a referrer.
import type { ReactNode } from "react";
import { business } from "#shop/facts.ts";

export const OWNER_CSS = "/owner/assets/owner.css";
export const OWNER_JS = "/owner/assets/owner.js";

export function Layout(props: { title: string; csrf?: string; children: ReactNode; script?: boolean }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{`${props.title} | ${business.name}`}</title>
        <link rel="stylesheet" href={OWNER_CSS} />
        {props.script && <script type="module" src={OWNER_JS} />}
      </head>
      <body>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header className="bar">
          <p className="brand">
            {business.name} <span>Owner's desk</span>
          </p>
          {props.csrf !== undefined && (
            <a href="/owner/numbers" className="quiet">
              Numbers
            </a>
          )}
          {props.csrf !== undefined && (
            <form method="post" action="/owner/logout">
              <input type="hidden" name="_csrf" value={props.csrf} />
              <button type="submit" className="quiet">
                Sign out
              </button>
            </form>
          )}
        </header>
        <main id="main">{props.children}</main>
      </body>
    </html>
  );
}

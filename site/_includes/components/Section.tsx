// A band of a page as every page lays it out: plain or alternate background, the centred container,
// an optional eyebrow over the h2 that names the region, an optional intro, then the content.
import type { ReactNode } from "react";

interface SectionProps {
  /** The heading's id is `<name>-title`, and the section is the region it names. */
  name: string;
  title: ReactNode;
  /** The section's own id, for links to it (#services). */
  id?: string;
  alt?: boolean;
  eyebrow?: string;
  intro?: ReactNode;
  children?: ReactNode;
}

export function Section({ name, title, id, alt = false, eyebrow, intro, children }: SectionProps) {
  return (
    <section className={alt ? "section section--alt" : "section"} id={id} aria-labelledby={`${name}-title`}>
      <div className="container">
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h2 id={`${name}-title`}>{title}</h2>
        {intro && <p className="section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

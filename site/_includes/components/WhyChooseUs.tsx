import { Icon } from "../../ui/Icon.tsx";
import { reasonsIn } from "../../ui/i18n/content.ts";
import { useLanguage } from "../../ui/i18n/language.ts";

export function WhyChooseUs({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="reasons">
      {reasonsIn(useLanguage()).map((reason) => (
        <li key={reason.title}>
          <Icon name={reason.icon} />
          <div>
            <Heading>{reason.title}</Heading>
            <p>{reason.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

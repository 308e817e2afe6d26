import whyChooseUs from "../../_data/whyChooseUs.ts";
import { Icon } from "../../ui/Icon.tsx";

export function WhyChooseUs({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="reasons">
      {whyChooseUs.map((reason) => (
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

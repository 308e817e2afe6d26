// A list of short claims, each ticked: a service card's features, what every model repair includes.
import { Icon } from "../../ui/Icon.tsx";

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="CircleCheck" />
          {item}
        </li>
      ))}
    </ul>
  );
}

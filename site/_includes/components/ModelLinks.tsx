import type { Model } from "../../_data/schemas.ts";
import { modelPath } from "../../lib/facts.ts";
import { Icon } from "./Icon.tsx";

export function ModelLinks({ models }: { models: readonly Model[] }) {
  return (
    <ul className="model-links">
      {models.map((model) => (
        <li key={model.slug}>
          <a href={modelPath(model)}>
            {model.name} Repair
            <Icon name="ChevronRight" />
          </a>
        </li>
      ))}
    </ul>
  );
}

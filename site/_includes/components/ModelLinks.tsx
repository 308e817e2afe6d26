import type { Model } from "#shop/content-schemas.ts";
import { modelPath } from "#shop/facts.ts";
import { Icon } from "../../ui/Icon.tsx";

/** Links to model pages; `wide` gives fewer, wider columns so a list of six fills whole rows. */
export function ModelLinks({ models, wide = false }: { models: readonly Model[]; wide?: boolean }) {
  return (
    <ul className={wide ? "model-links model-links--wide" : "model-links"}>
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

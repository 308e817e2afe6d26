import type { Model } from "#shop/content-schemas.ts";
import { modelPath } from "#shop/facts.ts";
import { Icon } from "../../ui/Icon.tsx";
import { localePath, useLanguage } from "../../ui/i18n/language.ts";
import { useWords } from "../../ui/i18n/words.ts";

/** Links to model pages; `wide` gives fewer, wider columns so a list of six fills whole rows. */
export function ModelLinks({ models, wide = false }: { models: readonly Model[]; wide?: boolean }) {
  const language = useLanguage();
  const words = useWords();
  return (
    <ul className={wide ? "model-links model-links--wide" : "model-links"}>
      {models.map((model) => (
        <li key={model.slug}>
          <a href={localePath(language, modelPath(model))}>
            {words.modelLink(model.name)}
            <Icon name="ChevronRight" />
          </a>
        </li>
      ))}
    </ul>
  );
}

// The site's routes, from the same data the build uses.
import models from "../../site/_data/models.ts";

export const MODEL_PATHS = models.map((m) => `/${m.slug}/`);
export const ROUTES = ["/", "/pricing/", "/embed/", ...MODEL_PATHS];

import { Link } from "@remix-run/react";
import type { PictureData } from "~/modules/content/images";
import { localized } from "~/modules/i18n/config";
import { useLanguage } from "~/utils/root-data";
import { CardMedia } from "./site/picture";

export type CategoryCardData = {
  id: number;
  ar_name: string;
  en_name: string;
  picture: PictureData | null;
  /** Null when it has no services yet (content/service-groups.ts). */
  href: string | null;
};

export function CategoryCard({ category }: { category: CategoryCardData }) {
  const locale = useLanguage();
  const name = localized(category, "name", locale);
  return (
    <article className="card category-card">
      {/* The name is the card's heading, so the picture is decorative. */}
      <CardMedia picture={category.picture} name={name} />
      <h3 className="card-title">
        {category.href ? (
          <Link to={category.href} prefetch="intent" className="card-link">
            {name}
          </Link>
        ) : (
          name
        )}
      </h3>
    </article>
  );
}

import { Link } from "@remix-run/react";
import type { PictureData } from "~/modules/content/images";
import { localized } from "~/modules/i18n/config";
import { useLocale } from "~/utils/root-data";
import { CardMedia } from "./site/picture";

export type CategoryCardData = {
  id: number;
  ar_name: string;
  en_name: string;
  picture: PictureData | null;
};

export function CategoryCard({ category }: { category: CategoryCardData }) {
  const locale = useLocale();
  const name = localized(category, "name", locale);
  return (
    <article className="card category-card">
      {/* The name is the card's heading, so the picture is decorative (CardMedia's empty alt). */}
      <CardMedia picture={category.picture} name={name} />
      <h3 className="card-title">
        <Link to={`/services#category-${category.id}`} prefetch="intent" className="card-link">
          {name}
        </Link>
      </h3>
    </article>
  );
}

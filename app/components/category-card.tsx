import { Link } from "@remix-run/react";
import { localized } from "~/modules/i18n/config";
import type { ImageInfo } from "~/modules/provider/types";
import { useLocale } from "~/utils/root-data";

export type CategoryCardData = {
  id: number;
  ar_name: string;
  en_name: string;
  image: ImageInfo | null;
};

export function CategoryCard({ category }: { category: CategoryCardData }) {
  const locale = useLocale();
  const name = localized(category, "name", locale);
  const image = category.image;
  return (
    <article className="card category-card">
      <div className="card-media">
        {image ? (
          // The name is the card's heading, so the picture is decorative.
          <img
            src={image.thumb ?? image.path}
            alt=""
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="card-placeholder" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
      </div>
      <h3 className="card-title">
        <Link to={`/services#category-${category.id}`} prefetch="intent" className="card-link">
          {name}
        </Link>
      </h3>
    </article>
  );
}

import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PictureData } from "~/modules/content/images";
import { variantSrcSet } from "~core/storage/variant-names";

/** Variants with the place's `sizes` (ADR 0015); width and height reserve the space. `priority`
 * marks the LCP image, requested at high priority from the HTML. */
export function Picture({
  picture,
  alt = "",
  eager = false,
  priority = false,
}: {
  picture: PictureData;
  alt?: string;
  eager?: boolean;
  priority?: boolean;
}) {
  // React 18 knows no `fetchPriority` prop; the lowercase attribute is what the HTML carries.
  const fetchPriority = priority ? { fetchpriority: "high" } : {};
  const { sizes } = picture;
  return (
    <picture>
      {picture.sources.map(({ format, widths }) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={variantSrcSet(picture.src, picture.width, format, widths)}
          sizes={sizes}
        />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcSet ?? undefined}
        sizes={picture.srcSet ? sizes : undefined}
        width={picture.width ?? undefined}
        height={picture.height ?? undefined}
        alt={alt}
        loading={eager || priority ? "eager" : "lazy"}
        decoding="async"
        {...fetchPriority}
      />
    </picture>
  );
}

export function CardMedia({
  picture,
  name,
  priority = false,
}: {
  picture: PictureData | null;
  name: string;
  priority?: boolean;
}) {
  return (
    <div className="card-media">
      {picture ? (
        <Picture picture={picture} priority={priority} />
      ) : (
        <span className="card-placeholder" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
    </div>
  );
}

/** A card's name as the link to the item's own page, when it has one. */
export function ItemLink({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <Link to={href} prefetch="intent" className="card-link">
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

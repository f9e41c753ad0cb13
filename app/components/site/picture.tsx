import type { PictureData } from "~/modules/content/images";

/**
 * A provider image served through our /storage proxy. Width and height reserve the space (no
 * layout shift); pictures below the fold load lazily, the first screen's eagerly.
 */
export function Picture({
  picture,
  alt = "",
  sizes = "(min-width: 72rem) 24rem, (min-width: 40rem) 50vw, 100vw",
  eager = false,
  className,
}: {
  picture: PictureData;
  alt?: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={picture.src}
      srcSet={picture.srcSet ?? undefined}
      sizes={picture.srcSet ? sizes : undefined}
      width={picture.width ?? undefined}
      height={picture.height ?? undefined}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}

/** A card's picture, or the first letter of its name when the record has none. */
export function CardMedia({ picture, name }: { picture: PictureData | null; name: string }) {
  return (
    <div className="card-media">
      {picture ? (
        <Picture picture={picture} />
      ) : (
        <span className="card-placeholder" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
    </div>
  );
}

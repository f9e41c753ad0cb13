import type { PictureData } from "~/modules/content/images";

/**
 * A provider image served through our /storage proxy. The <source>s offer its AVIF and WebP
 * variants with the place's `sizes` (ADR 0015), so the browser downloads the smallest file that
 * fills the slot; the <img> is the fallback and carries what every choice shares. Width and
 * height reserve the space (no layout shift); pictures below the fold load lazily, the first
 * screen's eagerly. `priority` marks the page's largest first-screen image (its LCP element):
 * the browser requests it at high priority from the HTML instead of discovering it lazily.
 */
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
  // React 18 knows no `fetchPriority` prop (it warns and passes it on); the lowercase attribute
  // is what the HTML carries either way.
  const fetchPriority = priority ? { fetchpriority: "high" } : {};
  const { sizes } = picture;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
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

/** A card's picture, or the first letter of its name when the record has none. */
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

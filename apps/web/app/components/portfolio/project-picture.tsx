import { widthsFor } from "@pixelforge/sitegen/image-variants";

/** An uploaded image's address: /media/ID/WIDTHxHEIGHT (see the server's media routes). */
const uploaded = /^\/media\/([0-9a-f-]{36})\/(\d+)x(\d+)$/;
const sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * A project's artwork: uploaded images as <picture> with AVIF and WebP variants at up to three
 * widths; seeded SVGs and outside addresses as a plain <img>.
 */
export function ProjectPicture({
  image,
  alt,
  className,
  first = false,
}: {
  image: string;
  alt: string;
  className: string;
  /** The first card's picture is on the first screen: asked for at once. */
  first?: boolean;
}) {
  const loading = {
    loading: first ? "eager" : "lazy",
    fetchPriority: first ? "high" : "auto",
  } as const;
  const match = uploaded.exec(image);
  if (!match) {
    return (
      <img
        src={image}
        alt={alt}
        width={480}
        height={360}
        {...loading}
        decoding="async"
        className={className}
      />
    );
  }
  const [, id, w, h] = match;
  // The server made these widths of it (never wider than the original).
  const widths = widthsFor(Number(w));
  const srcSet = (format: string) =>
    widths.map((width) => `/media/${id}/${width}.${format} ${width}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={`/media/${id}/${widths[Math.min(1, widths.length - 1)]}.webp`}
        alt={alt}
        width={480}
        height={Math.round((480 * Number(h)) / Math.max(1, Number(w)))}
        {...loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

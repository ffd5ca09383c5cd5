import {
  mediaFallback,
  mediaSrcSet,
  PROJECT_IMAGE_SIZES,
  uploadedImage,
} from "@pixelforge/contracts/project-image";

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
  /** The first card's picture is on the first screen: asked for at once (the server preloads it). */
  first?: boolean;
}) {
  const loading = {
    loading: first ? "eager" : "lazy",
    fetchPriority: first ? "high" : "auto",
  } as const;
  const uploaded = uploadedImage(image);
  if (!uploaded) {
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
  return (
    <picture>
      <source
        type="image/avif"
        srcSet={mediaSrcSet(uploaded, "avif")}
        sizes={PROJECT_IMAGE_SIZES}
      />
      <source
        type="image/webp"
        srcSet={mediaSrcSet(uploaded, "webp")}
        sizes={PROJECT_IMAGE_SIZES}
      />
      <img
        src={mediaFallback(uploaded, "webp")}
        alt={alt}
        width={480}
        height={Math.round((480 * uploaded.height) / Math.max(1, uploaded.width))}
        {...loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

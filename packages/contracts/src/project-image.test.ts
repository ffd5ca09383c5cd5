import { describe, expect, it } from "vitest";
import { projectImagePreload, uploadedImage } from "./project-image";

const id = "0b6f3c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f";

describe("project pictures", () => {
  it("reads an uploaded image's size and the widths made of it", () => {
    expect(uploadedImage(`/media/${id}/700x500`)).toEqual({
      id,
      width: 700,
      height: 500,
      widths: [480, 700],
    });
    expect(uploadedImage("/images/projects/a.svg")).toBeUndefined();
  });

  it("preloads only the widths the server made of a small upload", () => {
    expect(projectImagePreload(`/media/${id}/700x500`)).toContain(
      `</media/${id}/700.avif>; rel=preload; as=image; type="image/avif"; imagesrcset="/media/${id}/480.avif 480w, /media/${id}/700.avif 700w"`,
    );
  });

  it("preloads nothing it cannot write safely into a header", () => {
    expect(projectImagePreload("https://cdn.example.com/a.png")).toBeUndefined();
    expect(projectImagePreload("//cdn.example.com/a.png")).toBeUndefined();
    expect(projectImagePreload('/images/a b".svg')).toBeUndefined();
    expect(projectImagePreload("/images/a.svg>; rel=stylesheet")).toBeUndefined();
    expect(projectImagePreload("/images/a\r\nx: y")).toBeUndefined();
  });
});

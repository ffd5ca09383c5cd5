import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProjectPicture } from "./project-picture";

const id = "0b6f3c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f";

describe("ProjectPicture", () => {
  it("offers the three widths of a large upload", () => {
    const html = renderToStaticMarkup(
      <ProjectPicture image={`/media/${id}/2000x1200`} alt="Harbour" className="c" />,
    );
    expect(html).toContain(
      `/media/${id}/480.avif 480w, /media/${id}/960.avif 960w, /media/${id}/1600.avif 1600w`,
    );
    expect(html).toContain(`src="/media/${id}/960.webp"`);
    expect(html).toContain('height="288"');
  });

  it("offers only the widths the server made of a small upload", () => {
    const html = renderToStaticMarkup(
      <ProjectPicture image={`/media/${id}/700x500`} alt="Badge" className="c" />,
    );
    expect(html).toContain(`/media/${id}/480.webp 480w, /media/${id}/700.webp 700w"`);
    expect(html).not.toContain("960");
    expect(html).toContain(`src="/media/${id}/700.webp"`);
  });

  it("shows seeded pictures as they are, lazily unless first", () => {
    const html = renderToStaticMarkup(
      <ProjectPicture image="/images/logo-1.svg" alt="Logo" className="c" />,
    );
    expect(html).toContain('src="/images/logo-1.svg"');
    expect(html).toContain('loading="lazy"');
  });
});

import type { SiteAsset } from "@pixelforge/sitegen/site-config";
import { describe, expect, it } from "vitest";
import { assetsForAccount, assetsFromAccount, fromBase64, toBase64 } from "./site-transfer";

describe("moving a site's pictures to the account and back", () => {
  it("encodes bytes as standard base64, across chunk boundaries", () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7919) % 256);
    const text = toBase64(bytes);
    expect(text).toBe(Buffer.from(bytes).toString("base64"));
    expect(fromBase64(text)).toEqual(bytes);
    expect(toBase64(new Uint8Array())).toBe("");
  });

  it("gives back the same pictures, variants included", () => {
    const assets: SiteAsset[] = [
      {
        name: "assets/loaf.jpg",
        type: "image/jpeg",
        bytes: new Uint8Array([255, 216, 255, 0, 1]),
        width: 2000,
        height: 1500,
        variants: [
          {
            name: "assets/loaf-480.webp",
            type: "image/webp",
            width: 480,
            height: 360,
            bytes: new Uint8Array([82, 73, 70, 70]),
          },
        ],
      },
      { name: "assets/intro.mp4", type: "video/mp4", bytes: new Uint8Array([0, 0, 0, 24]) },
    ];
    const sent = assetsForAccount(assets);
    expect(sent[1]).toEqual({ name: "assets/intro.mp4", type: "video/mp4", bytes: "AAAAGA==" });
    expect(assetsFromAccount(sent)).toEqual(assets);
  });
});

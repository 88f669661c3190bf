import { describe, expect, it } from "vitest";
import { renderDemoArt } from "./demo-images.ts";
import { stadiumSvg, teamSvg } from "./demo-scene-art.ts";

// The names stand beside the pictures on the page; painted in, they were cut off by the crops.
describe("demo stadium and team pictures", () => {
  const variants = [0, 1, 2, 3];

  it("carry no text", () => {
    for (const variant of variants) {
      expect(stadiumSvg("#1d4ed8", variant)).not.toMatch(/<text/);
      expect(teamSvg("#b91c1c", "#ffffff", variant)).not.toMatch(/<text/);
    }
  });

  it("differ from one variant to the next and render", async () => {
    expect(new Set(variants.map((v) => stadiumSvg("#1d4ed8", v))).size).toBe(variants.length);
    expect(new Set(variants.map((v) => teamSvg("#b91c1c", "#ffffff", v))).size).toBe(variants.length);
    const { default: sharp } = await import("sharp");
    for (const variant of variants) {
      const png = await renderDemoArt({ type: "team", primary: "#b91c1c", secondary: "#fff", variant });
      expect(await sharp(png).metadata()).toMatchObject({ width: 960, height: 720 });
    }
  });
});

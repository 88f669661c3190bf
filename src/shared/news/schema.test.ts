import { describe, expect, it } from "vitest";
import { firstMessage } from "../schema-test-kit.ts";
import { newsPostSchema } from "./schema.ts";

describe("news post", () => {
  it("has the spec's messages and defaults to a draft without images", () => {
    expect(firstMessage(newsPostSchema, { title: " ", content: "x" })).toBe("Bitte gib einen Titel ein");
    expect(firstMessage(newsPostSchema, { title: "x", content: "" })).toBe("Bitte gib den Inhalt ein");
    expect(newsPostSchema.parse({ title: "T", content: "C" })).toEqual({
      title: "T",
      content: "C",
      isPublished: false,
      images: [],
    });
  });
});

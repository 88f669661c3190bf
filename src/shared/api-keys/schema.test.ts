import { describe, expect, it } from "vitest";
import { firstMessage } from "../schema-test-kit.ts";
import { API_KEY_MESSAGES, createApiKeySchema } from "./schema.ts";

describe("an API key's name", () => {
  const valid = { name: "Website", scopes: ["read"] };

  it("is required when it shows nothing", () => {
    expect(firstMessage(createApiKeySchema, { ...valid, name: "\u200b" })).toBe(API_KEY_MESSAGES.name);
    expect(firstMessage(createApiKeySchema, { ...valid, name: " \u200b\u200b " })).toBe(
      API_KEY_MESSAGES.name,
    );
  });

  it("is one line without controls or direction controls", () => {
    expect(firstMessage(createApiKeySchema, { ...valid, name: "Web\u0007site" })).toMatch(
      /^Der Name darf keine Steuerzeichen/,
    );
    expect(firstMessage(createApiKeySchema, { ...valid, name: "\u202eetisbew" })).toMatch(/Schreibrichtung/);
    expect(firstMessage(createApiKeySchema, valid)).toBeNull();
  });
});

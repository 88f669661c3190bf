import { describe, expect, it } from "vitest";
import { firstMessage } from "../schema-test-kit.ts";
import { MESSAGES, profileUpdateSchema, signUpSchema } from "./schema.ts";
import { usernameKey } from "./username-key.ts";

describe("usernameKey", () => {
  it("gives look-alike spellings of a name the same key", () => {
    const key = usernameKey("fcseeblick");
    for (const name of ["fcs\u0435\u0435blick", "FCSEEBLICK", "fcseeb1ick", "fc.seeblick", " fcseeblick "]) {
      expect(usernameKey(name), name).toBe(key);
    }
    expect(usernameKey("fcseeblick2")).not.toBe(key);
  });

  it("keeps names of punctuation alone apart", () => {
    expect(usernameKey("___")).not.toBe(usernameKey("..."));
  });
});

describe("a username's characters", () => {
  const valid = { email: "a@b.ch", password: "geheim123", username: "abc", accountType: "fan" };
  it("are visible, one line, without direction controls, on sign-up and in the profile", () => {
    for (const username of ["\u200b\u200b\u200b", "x\u0007\u001b", "\u202eevil", "fcseeblick\u200b"]) {
      expect(firstMessage(signUpSchema, { ...valid, username }), JSON.stringify(username)).toMatch(
        /^Der Nutzername (enthält unsichtbare Zeichen|darf keine Steuerzeichen)/,
      );
      expect(firstMessage(profileUpdateSchema, { username })).toMatch(/^Der Nutzername /);
    }
    expect(firstMessage(signUpSchema, { ...valid, username: "ab" })).toBe(MESSAGES.username);
    expect(firstMessage(signUpSchema, { ...valid, username: "Rüedi_Fan-07" })).toBeNull();
  });
});

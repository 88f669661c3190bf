import { describe, expect, it } from "vitest";
import { firstMessage } from "../schema-test-kit.ts";
import { CARE_MESSAGES, changePasswordFormSchema, resetPasswordFormSchema } from "./care-schema.ts";
import { MESSAGES, profileUpdateSchema, signUpBodySchema, signUpSchema } from "./schema.ts";

const valid = { email: "a@b.ch", password: "geheim123", username: "abc", accountType: "fan" };
const hidden = ["Anna\u0007", "\u001b[2JAnna", "\u202eannA", "An\u200bna"];

describe("the account's names and places", () => {
  it("refuse control, invisible and direction characters on sign-up, as the names do", () => {
    for (const fullName of hidden) {
      expect(firstMessage(signUpSchema, { ...valid, fullName }), JSON.stringify(fullName)).toMatch(
        /^Der vollständige Name (enthält unsichtbare Zeichen|darf keine Steuerzeichen)/,
      );
    }
    // better-auth's own `name`, shown in the office's accounts and a match's history.
    for (const name of hidden) {
      expect(firstMessage(signUpBodySchema, { ...valid, name }), JSON.stringify(name)).toMatch(
        /^Der Name (enthält unsichtbare Zeichen|darf keine Steuerzeichen)/,
      );
    }
    expect(
      firstMessage(signUpBodySchema, { ...valid, name: "Anna Müller", fullName: "Anna Müller" }),
    ).toBeNull();
  });

  it("refuse them in the profile's name, address and city, which stay optional", () => {
    const subjects = { fullName: "Der vollständige Name", address: "Die Adresse", city: "Der Ort" };
    for (const [field, subject] of Object.entries(subjects)) {
      for (const text of hidden) {
        expect(firstMessage(profileUpdateSchema, { username: "abc", [field]: text }), field).toMatch(
          new RegExp(`^${subject} (enthält unsichtbare Zeichen|darf keine Steuerzeichen)`),
        );
      }
    }
    expect(profileUpdateSchema.parse({ username: "abc", fullName: "", address: " " })).toMatchObject({
      fullName: "",
      address: "",
      city: "",
    });
    expect(
      firstMessage(profileUpdateSchema, {
        username: "abc",
        fullName: "Zoë N'Diaye",
        address: "Rue de l'Hôpital 3",
        city: "Zürich",
      }),
    ).toBeNull();
  });
});

describe("a password", () => {
  // Six spaces passed every length check, and a form's spaces are easily typed by mistake.
  const blanks = ["      ", "\t\t\t\t\t\t", "\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0", " \n \n \n "];

  it("that is only white space is refused on sign-up, password change and reset", () => {
    for (const password of blanks) {
      const label = JSON.stringify(password);
      expect(firstMessage(signUpSchema, { ...valid, password }), label).toBe(MESSAGES.passwordBlank);
      expect(
        firstMessage(changePasswordFormSchema, {
          currentPassword: "geheim123",
          newPassword: password,
          repeatPassword: password,
        }),
        label,
      ).toBe(MESSAGES.passwordBlank);
      expect(
        firstMessage(resetPasswordFormSchema, { newPassword: password, repeatPassword: password }),
        label,
      ).toBe(MESSAGES.passwordBlank);
    }
  });

  it("keeps its spaces otherwise: a passphrase is a password", () => {
    expect(firstMessage(signUpSchema, { ...valid, password: " mein Tschutti Passwort " })).toBeNull();
    expect(firstMessage(signUpSchema, { ...valid, password: "  ab  " })).toBeNull();
    expect(firstMessage(signUpSchema, { ...valid, password: "     " })).toBe(MESSAGES.password);
    expect(
      firstMessage(changePasswordFormSchema, {
        currentPassword: "",
        newPassword: "abcdef",
        repeatPassword: "abcdef",
      }),
    ).toBe(CARE_MESSAGES.currentPassword);
  });
});

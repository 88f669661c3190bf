import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { profiles, user } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// What an account's own texts may hold: its names, its address, its password.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NAME_FAULT = /(enthält unsichtbare Zeichen|darf keine Steuerzeichen)/;

async function userRow(email: string) {
  return (await t.deps.db.select().from(user).where(eq(user.email, email)))[0];
}

describe("an account's names", () => {
  it("refuses a sign-up whose name or full name holds a control or a direction override, and creates no user", async () => {
    const cases = [
      { name: "Anna\u0007", fullName: "Anna", field: "name", subject: "Der Name" },
      { name: "Anna", fullName: "\u202eannA", field: "fullName", subject: "Der vollständige Name" },
      { name: "Anna", fullName: "\u001b[2JAnna", field: "fullName", subject: "Der vollständige Name" },
    ];
    for (const [i, { field, subject, ...names }] of cases.entries()) {
      const email = `steuerzeichen${i}@example.ch`;
      const res = await call(t.app, "POST", accountPaths.signUp(), {
        body: { email, password: "geheim123", username: `anna_${i}`, accountType: "fan", ...names },
      });
      expect(res.status, JSON.stringify(names)).toBe(400);
      expect(res.body).toMatchObject({
        error: { fields: { [field]: expect.stringMatching(new RegExp(`^${subject} `)) } },
      });
      expect((res.body as { error: { fields: Record<string, string> } }).error.fields[field]).toMatch(
        NAME_FAULT,
      );
      expect(await userRow(email)).toBeUndefined();
    }
  });

  it("refuses better-auth's own name change with the same rule", async () => {
    const account = await signUp(t.app, { username: "namenswechsel" });
    const res = await call(t.app, "POST", "/api/auth/update-user", {
      cookie: account.cookie,
      body: { name: "\u202eevil" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { name: expect.stringMatching(/^Der Name /) } } });
    expect((await userRow(account.email))?.name).toBe("namenswechsel");
  });

  it("refuses a profile's full name, address or city with a control or a direction override, and writes nothing", async () => {
    const account = await signUp(t.app, { username: "adresse_alt" });
    const before = await call(t.app, "PATCH", accountPaths.profile(), {
      cookie: account.cookie,
      body: { fullName: "Nora Keller", address: "Seestrasse 1", city: "Zürich" },
    });
    expect(before.status).toBe(200);
    const cases = [
      { fullName: "Nora\u0007Keller", field: "fullName", subject: "Der vollständige Name" },
      { address: "\u202e1 essartseeS", field: "address", subject: "Die Adresse" },
      { city: "Z\u001b[31mürich", field: "city", subject: "Der Ort" },
    ];
    for (const { field, subject, ...body } of cases) {
      const res = await call(t.app, "PATCH", accountPaths.profile(), { cookie: account.cookie, body });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({
        error: { fields: { [field]: expect.stringMatching(new RegExp(`^${subject} `)) } },
      });
    }
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, account.userId));
    expect(row).toMatchObject({ fullName: "Nora Keller", address: "Seestrasse 1", city: "Zürich" });
    // Empty is still fine: the fields are optional.
    const cleared = await call(t.app, "PATCH", accountPaths.profile(), {
      cookie: account.cookie,
      body: { address: "", city: "" },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.profile).toMatchObject({ fullName: "Nora Keller", address: "", city: "" });
  });
});

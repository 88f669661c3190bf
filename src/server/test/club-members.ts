import type { CreatedInvite } from "#shared/members/club-roles.ts";
import { memberPaths } from "#shared/members/paths.ts";
import type { MemberRoleInput } from "#shared/members/schema.ts";
import { call, type SignedUp, signUp } from "./http.ts";
import type { TestContext } from "./test-app.ts";

// Members of a club's team, joined the way people do it: an invite link, then accept.

export async function createInvite(
  t: TestContext,
  adminCookie: string,
  clubId: string,
  role: MemberRoleInput & { email?: string },
): Promise<CreatedInvite> {
  const res = await call(t.app, "POST", memberPaths.createInvite(clubId), {
    cookie: adminCookie,
    body: role,
  });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A new fan account that accepted an invite with this role. */
export async function joinClub(
  t: TestContext,
  adminCookie: string,
  clubId: string,
  role: MemberRoleInput,
): Promise<SignedUp> {
  const invite = await createInvite(t, adminCookie, clubId, role);
  const account = await signUp(t.app, { accountType: "fan" });
  const res = await call(t.app, "POST", memberPaths.acceptInvite(invite.token), { cookie: account.cookie });
  if (res.status !== 200) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
  return account;
}

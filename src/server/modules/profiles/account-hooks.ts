import type { AccountHooks } from "../../auth/auth.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubsWhereLastAdmin } from "../members/member-queries.ts";
import { createProfileForUser, isUsernameTaken } from "./profile-bootstrap.ts";

/** What auth asks of the domains when an account is created or deleted (see AccountHooks). */
export function accountHooks(db: DbOrTx): AccountHooks {
  return {
    isUsernameTaken: (username) => isUsernameTaken(db, username),
    onAccountCreated: (account, signUp) =>
      createProfileForUser(db, {
        userId: account.id,
        email: account.email,
        username: signUp?.username,
        fullName: signUp ? signUp.fullName || signUp.username : undefined,
        accountType: signUp?.accountType ?? "fan",
        newsletterOptIn: signUp?.newsletterOptIn ?? false,
      }),
    isLastClubAdmin: async (userId) => (await clubsWhereLastAdmin(db, userId)).length > 0,
  };
}

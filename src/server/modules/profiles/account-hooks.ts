import { eq } from "drizzle-orm";
import type { AccountHooks } from "../../auth/auth.ts";
import type { AppDeps } from "../../context.ts";
import { profiles } from "../../db/schema/index.ts";
import { removeUnusedImages } from "../../storage/unused-images.ts";
import { clubsWhereLastAdmin } from "../members/member-queries.ts";
import { createProfileForUser, isUsernameClash, isUsernameTaken } from "./profile-bootstrap.ts";

/** What auth asks of the domains when an account is created or deleted (see AccountHooks). */
export function accountHooks(deps: Pick<AppDeps, "db" | "storage" | "log">): AccountHooks {
  const { db } = deps;
  return {
    isUsernameTaken: (username) => isUsernameTaken(db, username),
    onAccountCreated: async (tx, account, signUp) => {
      try {
        await createProfileForUser(tx, {
          userId: account.id,
          email: account.email,
          username: signUp?.username,
          fullName: signUp ? signUp.fullName || signUp.username : undefined,
          accountType: signUp?.accountType ?? "fan",
          newsletterOptIn: signUp?.newsletterOptIn ?? false,
        });
        return "created";
      } catch (error) {
        if (isUsernameClash(error)) return "usernameTaken";
        throw error;
      }
    },
    isLastClubAdmin: async (userId) => (await clubsWhereLastAdmin(db, userId)).length > 0,
    ownImages: async (userId) => {
      const [profile] = await db
        .select({ url: profiles.profileImageUrl })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return profile?.url ? [profile.url] : [];
    },
    removeImages: (urls) => removeUnusedImages(deps, urls),
  };
}

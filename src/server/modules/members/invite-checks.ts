import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { clubAdmins, clubInvites, user } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";

/** Said at the address field, where the Administrator typed it. */
function atEmail(message: string) {
  return conflict(message, { email: message });
}

/**
 * A member's address is not invited again, and an address gets one open invite at a time: a
 * second would mail a second valid link for the same person, and «Offene Einladungen» would list
 * the address twice without telling which is which.
 * Addresses are compared in small letters, as accounts keep them (older rows may not be).
 */
export async function requireInvitableAddress(db: DbOrTx, clubId: string, email: string): Promise<void> {
  // Said now, not by the link later: the person would only hear «Du bist bereits Mitglied».
  const [member] = await db
    .select({ userId: clubAdmins.userId })
    .from(clubAdmins)
    .innerJoin(user, eq(user.id, clubAdmins.userId))
    .where(and(eq(clubAdmins.clubId, clubId), sql`lower(${user.email}) = ${email}`))
    .limit(1);
  if (member) {
    throw atEmail(
      `${email} ist bereits Mitglied dieses Vereins. Die Rolle änderst du oben in der Liste der Mitglieder.`,
    );
  }
  const [open] = await db
    .select({ id: clubInvites.id })
    .from(clubInvites)
    .where(
      and(
        eq(clubInvites.clubId, clubId),
        sql`lower(${clubInvites.email}) = ${email}`,
        isNull(clubInvites.acceptedAt),
        gt(clubInvites.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (open) {
    throw atEmail(
      `Für ${email} gibt es schon eine offene Einladung. Zieh sie unter «Offene Einladungen» zurück, um eine neue zu schicken.`,
    );
  }
}

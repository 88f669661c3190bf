import { z } from "zod";
import { CLUB_ROLES, MEMBER_MESSAGES } from "./club-roles.ts";

// The bodies of an invite and a role change. Apart from club-roles.ts, which public pages read
// (the privacy page's invite validity, the dashboard's roles): they need no zod.

const roleField = z.enum(CLUB_ROLES, { error: MEMBER_MESSAGES.role });

/** Role and (for Trainer) teams: the body of an invite and of a role change. */
export const memberRoleSchema = z
  .object({
    role: roleField,
    teamIds: z
      .array(z.uuid({ error: MEMBER_MESSAGES.teamNotFound }))
      .max(100)
      .optional(),
  })
  .refine((v) => v.role !== "trainer" || (v.teamIds?.length ?? 0) > 0, {
    message: MEMBER_MESSAGES.teams,
    path: ["teamIds"],
  });
export type MemberRoleInput = z.infer<typeof memberRoleSchema>;

/** The team list a role keeps: only a Trainer has teams, each once. */
export function teamIdsOfRole(input: MemberRoleInput): string[] {
  return input.role === "trainer" ? [...new Set(input.teamIds ?? [])] : [];
}

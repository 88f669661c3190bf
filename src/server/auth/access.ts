import { and, eq, inArray, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { API_KEY_MESSAGES } from "#shared/api-keys/schema.ts";
import { scopeAllowing, scopesAllow } from "#shared/api-keys/scopes.ts";
import { type ClubMembership, type ClubPermission, roleAllows } from "#shared/members/club-roles.ts";
import type { AppEnv, SessionUser } from "../context.ts";
import { builtOnce } from "../db/built-once.ts";
import type { DbOrTx } from "../db/client.ts";
import { accountSuspensions, clubAdmins, leagueOfficeMembers, session } from "../db/schema/index.ts";
import { forbidden, forbiddenBecause, notFound, unauthorized } from "../http/errors.ts";

// The one place that answers "may this user do this in this club", so the rule is written once. Every
// management route calls requireClubRole with the club that owns the row; the role table
// itself is roleAllows in #shared/club-roles.ts. An actor is a signed-in user or a club's API
// key: a key acts in its own club only, with what its scopes allow (scopesAllow).

export const NO_PERMISSION = "Keine Berechtigung";

/**
 * Signed in as a person, or 401 (with the route's own message where the spec names one). An API
 * key is 403 here: accounts, memberships and keys are managed by people only.
 */
export function requireUser(c: Context<AppEnv>, message?: string): SessionUser {
  const user = c.var.user;
  if (user) return user;
  if (c.var.apiKey) throw forbidden(API_KEY_MESSAGES.notForKeys);
  throw unauthorized(message);
}

/**
 * For routes that are a signed-in person's own (favourites, push settings): the sign-in check
 * runs as middleware, before the route validates its body and parameters, so a visitor hears
 * 'please sign in' (the route's message) rather than what is wrong with a body they could not
 * send anyway. The handler takes its user with requireUser as usual.
 */
export function signInFirst(message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    requireUser(c, message);
    await next();
  };
}

/** A signed-in user or an API key, or 401: the first check of a route requireClubRole decides. */
export function requireActor(c: Context<AppEnv>, message?: string): void {
  if (!c.var.user && !c.var.apiKey) throw unauthorized(message);
}

export interface Membership extends ClubMembership {
  clubId: string;
}

/** Every club the user belongs to, with role and (for Trainer) teams. */
export async function membershipsOf(db: DbOrTx, userId: string): Promise<Membership[]> {
  return db
    .select({ clubId: clubAdmins.clubId, role: clubAdmins.role, teamIds: clubAdmins.teamIds })
    .from(clubAdmins)
    .where(eq(clubAdmins.userId, userId))
    .orderBy(clubAdmins.createdAt);
}

export interface ClubAccess {
  /** For an API key: its creator, so histories name the Administrator the key acts for. */
  user: SessionUser;
  clubId: string;
  /**
   * What else this actor may do in the club, asked the way requireClubRole asks: by the
   * member's role, or by a key's scopes (a key holds no role: a `read` key is a plain member).
   */
  allows: (permission: ClubPermission, teamIds?: readonly string[]) => boolean;
  /** Set when an API key made the request. */
  apiKeyId?: string;
}

export interface RoleOptions {
  /** The teams a `team` write touches (a Trainer must hold all of them). */
  teamIds?: readonly string[];
  /** The transaction to read memberships in (defaults to the request's database). */
  db?: DbOrTx;
  /** The 401 message where the spec gives one. */
  signInMessage?: string;
  /**
   * The user's memberships among these clubs (or more), read beside the row that names the
   * clubs instead of after it. Only a grant is taken from them: a refusal asks the table again,
   * so a read that raced a change of the row's clubs refuses nobody who may.
   */
  memberships?: readonly Membership[];
}

/**
 * The signed-in user holds `permission` in the club (or, for a match, in one of the clubs):
 * 401 for a visitor, 403 'Keine Berechtigung' for everyone else (an API key hears why: another
 * club's key, or the scope it lacks). Returns the club that granted it.
 */
export async function requireClubRole(
  c: Context<AppEnv>,
  clubIds: string | null | readonly (string | null)[],
  permission: ClubPermission,
  options: RoleOptions = {},
): Promise<ClubAccess> {
  const ids = (typeof clubIds === "string" || clubIds === null ? [clubIds] : clubIds).filter(
    (id): id is string => id !== null,
  );
  const key = c.var.apiKey;
  if (key) {
    // Its creator's Administrator role was checked when the key was read (api-key-auth.ts).
    if (ids.length === 0) throw forbidden(NO_PERMISSION);
    if (!ids.includes(key.clubId)) throw forbiddenBecause("other_club", API_KEY_MESSAGES.otherClub);
    if (!scopesAllow(key.scopes, permission)) throw keyLacks(permission);
    const user = { id: key.createdBy, email: "", name: `API-Schlüssel «${key.name}»` };
    const allows = (wanted: ClubPermission) => scopesAllow(key.scopes, wanted);
    return { user, clubId: key.clubId, allows, apiKeyId: key.id };
  }
  // The club area has always answered visitors with 'Keine Berechtigung' too (spec §6).
  const user = requireUser(c, options.signInMessage ?? NO_PERMISSION);
  if (ids.length === 0) throw forbidden(NO_PERMISSION);
  const grants = (rows: readonly Membership[]) =>
    rows.find((m) => ids.includes(m.clubId) && roleAllows(m, permission, options.teamIds));
  const granted =
    grants(options.memberships ?? []) ??
    grants(
      await (options.db ?? c.var.deps.db)
        .select({ clubId: clubAdmins.clubId, role: clubAdmins.role, teamIds: clubAdmins.teamIds })
        .from(clubAdmins)
        .where(and(eq(clubAdmins.userId, user.id), inArray(clubAdmins.clubId, ids))),
    );
  if (!granted) throw forbidden(NO_PERMISSION);
  const membership = { role: granted.role, teamIds: granted.teamIds };
  return {
    user,
    clubId: granted.clubId,
    allows: (wanted, teamIds) => roleAllows(membership, wanted, teamIds),
  };
}

/** A key's 403 in its own club: the scope it lacks, or that no scope allows it. */
function keyLacks(permission: ClubPermission) {
  const scope = scopeAllowing(permission);
  return scope
    ? forbiddenBecause("missing_scope", API_KEY_MESSAGES.missingScope(scope))
    : forbidden(API_KEY_MESSAGES.noScopeAllows);
}

/** The club owning a row (null when no club owns it) and, for players and coaches, its team. */
export interface RowOwner {
  clubId: string | null;
  teamId?: string;
}
export type FindOwner = (db: DbOrTx, id: string) => Promise<RowOwner | undefined>;

/**
 * Authorizes a request on an existing row, in this order: 401 for a visitor, 404 when the row
 * is missing, 403 unless the user holds `permission` in the owning club (for `team`: the row's
 * team and every team in `teamIds`). The id is already a UUID (checked by the param schema).
 */
export async function requireOwnedRow(
  c: Context<AppEnv>,
  id: string,
  notFoundMessage: string,
  findOwner: FindOwner,
  permission: ClubPermission,
  options: { signInMessage?: string; teamIds?: readonly string[] } = {},
): Promise<ClubAccess & { id: string; teamId?: string }> {
  requireActor(c, options.signInMessage ?? NO_PERMISSION);
  const owner = await findOwner(c.var.deps.db, id);
  if (owner === undefined) throw notFound(notFoundMessage);
  const teamIds = [...(owner.teamId ? [owner.teamId] : []), ...(options.teamIds ?? [])];
  const access = await requireClubRole(c, owner.clubId, permission, {
    teamIds,
    ...(options.signInMessage ? { signInMessage: options.signInMessage } : {}),
  });
  return { ...access, id, ...(owner.teamId ? { teamId: owner.teamId } : {}) };
}

/** The refusal for everyone outside the league office. */
export const LEAGUE_OFFICE_ONLY = "Nur für die Spielleitung";

/** Whether the user belongs to the league office («Spielleitung»). */
export async function isLeagueOffice(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: leagueOfficeMembers.userId })
    .from(leagueOfficeMembers)
    .where(eq(leagueOfficeMembers.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * The signed-in user belongs to the league office: 401 for a visitor, 403 'Nur für die
 * Spielleitung' for everyone else. Every league office route and decision calls this.
 */
export async function requireLeagueOffice(
  c: Context<AppEnv>,
  options: { db?: DbOrTx } = {},
): Promise<SessionUser> {
  // A key is always a club's, so it is refused for what the route is (the office's), not with
  // requireUser's answer to a key, which speaks of accounts and keys.
  if (c.var.apiKey) throw forbidden(LEAGUE_OFFICE_ONLY);
  const user = requireUser(c, LEAGUE_OFFICE_ONLY);
  if (confirmedOffice.has(c.req.raw)) return user;
  if (!(await isLeagueOffice(options.db ?? c.var.deps.db, user.id))) throw forbidden(LEAGUE_OFFICE_ONLY);
  confirmedOffice.add(c.req.raw);
  return user;
}

// Requests whose caller was found to be the league office: the office paths' gate asks first,
// and the handler asks again for the user it acts as, which is then no second query.
const confirmedOffice = new WeakSet<Request>();

/**
 * Whether the league office has suspended the account: it gets no session at
 * sign-in, and a session it still holds (a cookie cached before the suspension) counts as none.
 */
/**
 * Whether the session with this token belongs to a suspended account: isSuspended by the token,
 * so it can be asked beside better-auth's lookup of the session instead of after it.
 */
export async function isSuspendedSession(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await suspensionOfSession(db).execute({ token });
  return row !== undefined;
}

// Every signed-in request reads it.
const suspensionOfSession = builtOnce((db) =>
  db
    .select({ userId: accountSuspensions.userId })
    .from(accountSuspensions)
    .innerJoin(session, eq(session.userId, accountSuspensions.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("suspension_of_session"),
);

export async function isSuspended(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountSuspensions.userId })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId))
    .limit(1);
  return row !== undefined;
}

import { SINCE_BEFORE_BIRTH_MESSAGE, sinceAfterBirth } from "#shared/form-fields.ts";
import { badRequest } from "./errors.ts";

// A person of the club (player, coach, board member) is not at the club before he was born. The
// schemas check the years a request sends together; an edit (PATCH) may send one year alone,
// and then only the stored other can tell.

interface Years {
  birthYear?: number | null | undefined;
  atClubSince?: number | null | undefined;
}

/** Whether an edit sends a year: only then the stored years are read. */
export const sendsYear = (sent: Years): boolean =>
  sent.birthYear !== undefined || sent.atClubSince !== undefined;

/** 400 on «Im Verein seit» unless the years as they will be stored (sent over stored) are in order. */
export function requireSinceAfterBirth(stored: Years, sent: Years): void {
  const years = {
    birthYear: sent.birthYear !== undefined ? sent.birthYear : stored.birthYear,
    atClubSince: sent.atClubSince !== undefined ? sent.atClubSince : stored.atClubSince,
  };
  if (!sinceAfterBirth(years)) {
    throw badRequest(SINCE_BEFORE_BIRTH_MESSAGE, { atClubSince: SINCE_BEFORE_BIRTH_MESSAGE });
  }
}

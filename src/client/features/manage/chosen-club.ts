import { useSyncExternalStore } from "react";

/**
 * The club a person in several clubs last chose in the management, kept in the browser: a
 * reload, the top bar's «Vereinsverwaltung» and the dashboard open that club again. The address
 * (`?verein=`) names it too, where it goes along with a link; this is for the addresses without.
 */
const CHOSEN_CLUB_KEY = "managedClub";

const listeners = new Set<() => void>();

function readChosenClubId(): string | null {
  try {
    return window.localStorage.getItem(CHOSEN_CLUB_KEY);
  } catch {
    // Storage can be blocked (private mode, policy): then the first club is the one shown.
    return null;
  }
}

export function storeChosenClubId(clubId: string): void {
  if (readChosenClubId() === clubId) return;
  try {
    window.localStorage.setItem(CHOSEN_CLUB_KEY, clubId);
  } catch {
    // Not kept: the address still names the club while the person stays in the management.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CHOSEN_CLUB_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Null on the server and while hydrating: the account is not known there either. */
export function useChosenClubId(): string | null {
  return useSyncExternalStore(subscribe, readChosenClubId, () => null);
}

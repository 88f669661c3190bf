import { useSyncExternalStore } from "react";

/**
 * A visitor's favourite teams, kept in the browser under the spec's key `favoriteTeams` with
 * the spec's object shape {id, clubId, name, logo}. Every tab of the site sees the same list.
 */
export interface LocalFavorite {
  id: string;
  clubId: string | null;
  name: string;
  logo: string | null;
}

export const LOCAL_FAVORITES_KEY = "favoriteTeams";

/**
 * The name a favourite is shown with. Team names repeat across clubs ('1. Mannschaft'), so
 * the club name goes in front; the browser list and the server list use the same label.
 */
export function favoriteLabel(clubName: string | null | undefined, teamName: string): string {
  const club = clubName?.trim();
  return club ? `${club} – ${teamName}` : teamName;
}

const listeners = new Set<() => void>();
/**
 * No favourites, as the server renders every page: one value for the server and for a browser
 * with none stored, so React keeps the hydrated page instead of rendering it again.
 */
const EMPTY: LocalFavorite[] = [];
let cachedRaw: string | null | undefined;
let cachedList: LocalFavorite[] = EMPTY;

function isLocalFavorite(value: unknown): value is LocalFavorite {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && v.id !== "" && typeof v.name === "string";
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(LOCAL_FAVORITES_KEY);
  } catch {
    // Storage can be blocked (private mode, policy): then there are no local favourites.
    return null;
  }
}

/** The stored list; entries of an unexpected shape are skipped rather than crashing the page. */
export function readLocalFavorites(): LocalFavorite[] {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedList;
  cachedRaw = raw;
  let parsed: unknown = [];
  try {
    parsed = raw ? JSON.parse(raw) : [];
  } catch {
    parsed = [];
  }
  const list = Array.isArray(parsed)
    ? parsed.filter(isLocalFavorite).map((f) => ({
        id: f.id,
        clubId: typeof f.clubId === "string" ? f.clubId : null,
        name: f.name,
        logo: typeof f.logo === "string" && f.logo ? f.logo : null,
      }))
    : [];
  cachedList = list.length > 0 ? list : EMPTY;
  return cachedList;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Throws when the browser refuses to store (the caller shows the error toast). */
export function writeLocalFavorites(list: LocalFavorite[]): void {
  if (list.length === 0) window.localStorage.removeItem(LOCAL_FAVORITES_KEY);
  else window.localStorage.setItem(LOCAL_FAVORITES_KEY, JSON.stringify(list));
  notify();
}

export function clearLocalFavorites(): void {
  try {
    window.localStorage.removeItem(LOCAL_FAVORITES_KEY);
  } catch {
    /* nothing stored, nothing to clear */
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_FAVORITES_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useLocalFavorites(): LocalFavorite[] {
  return useSyncExternalStore(subscribe, readLocalFavorites, () => EMPTY);
}

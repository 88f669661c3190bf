import { ApiError } from "../../lib/api.ts";
import { toast } from "../../ui/toast.tsx";

// The schedule's toasts, apart from the match dialog (and its schema): a club's dashboard
// answers proposals with them and loads no form for it.

export const MATCH_TOASTS = {
  created: "Spiel erstellt",
  updated: "Spiel aktualisiert",
  deleted: "Spiel gelöscht",
  cancelled: "Spiel abgesagt",
  createFailed: "Das Spiel konnte nicht erstellt werden",
  updateFailed: "Das Spiel konnte nicht aktualisiert werden",
  deleteFailed: "Das Spiel konnte nicht gelöscht werden",
  cancelFailed: "Das Spiel konnte nicht abgesagt werden",
  unexpected: "Unerwarteter Fehler beim Speichern des Spiels",
  loadFailed: "Fehler beim Laden der Spieldaten",
} as const;

/** 'Das Spiel konnte nicht erstellt werden: <Grund>' (club-management §8). */
export function matchErrorToast(title: string, error: unknown): void {
  if (error instanceof ApiError) toast.error(`${title}: ${error.message}`);
  else toast.error(MATCH_TOASTS.unexpected);
}

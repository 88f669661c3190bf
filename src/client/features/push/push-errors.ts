import { ApiError } from "../../lib/api.ts";

// What went wrong while switching push on or off, in German: the browser's own messages
// ("Registration failed - permission denied") are English and name no way out.

export const PUSH_ERROR_MESSAGES = {
  denied:
    "Dein Browser hat Benachrichtigungen für Tschutti nicht erlaubt. Erlaube sie in den Website-Einstellungen und versuche es erneut.",
  unsupported: "Dieser Browser kann keine Benachrichtigungen empfangen.",
  pushService:
    "Der Push-Dienst deines Browsers ist nicht erreichbar. Prüfe deine Internetverbindung und versuche es erneut.",
  network: "Keine Verbindung. Prüfe deine Internetverbindung und versuche es erneut.",
  other: "Bitte versuche es in einem Moment erneut.",
  /** The browser's question closed without a choice (permission stays «default»). */
  undecided:
    "Du hast die Frage deines Browsers geschlossen, ohne zu wählen. Tippe nochmals auf «Auf diesem Gerät einschalten» und erlaube sie.",
} as const;

/** The German sentence for a failure of enablePush or disablePush. */
export function pushErrorMessage(error: unknown): string {
  // The server's answers are German already (and a lost connection is ApiError 'network').
  if (error instanceof ApiError) return error.message;
  if (error instanceof DOMException) {
    switch (error.name) {
      case "NotAllowedError":
        return PUSH_ERROR_MESSAGES.denied;
      case "NotSupportedError":
      case "InvalidAccessError":
      case "SecurityError":
        return PUSH_ERROR_MESSAGES.unsupported;
      // Chromium: 'Registration failed - push service not available' / '- push service error'.
      case "AbortError":
      case "InvalidStateError":
        return PUSH_ERROR_MESSAGES.pushService;
      case "NetworkError":
        return PUSH_ERROR_MESSAGES.network;
    }
  }
  // A fetch of the service worker script that never reached the server.
  if (error instanceof TypeError) return PUSH_ERROR_MESSAGES.network;
  return PUSH_ERROR_MESSAGES.other;
}

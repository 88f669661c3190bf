// How long Tschutti keeps what it keeps: the server applies these, and the Datenschutzerklärung
// names them, so the statement cannot fall behind the code.

/** A session (the sign-in cookie) ends this many days after it was last extended (daily, when used). */
export const SESSION_DAYS = 30;
/** The dashboard's list of push notifications a fan got. */
export const PUSH_NOTIFICATIONS_KEPT_DAYS = 30;
/** «Passwort vergessen»: how long the mail's link works. */
export const PASSWORD_RESET_LINK_HOURS = 1;
/** The confirmation link sent to a new e-mail address. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
/** An uploaded image no form saved is removed after this. */
export const UNUSED_UPLOAD_HOURS = 24;
/** Failed sign-ins of one account are counted over this window (then the count starts again). */
export const SIGN_IN_WINDOW_MINUTES = 15;

import { apiPath } from "../http.ts";
import type {
  BootstrapClubResponse,
  ClubAccountResponse,
  EmailChangedResponse,
  Me,
  ProfileImageResponse,
  ProfileResponse,
  ResetLinkResponse,
} from "./types.ts";

// Paths of the account: ours under /api/me, sign-in and passwords under /api/auth (better-auth,
// whose answers the client does not read).

export const accountPaths = {
  me: () => apiPath<Me>`/api/me`,
  profile: () => apiPath<ProfileResponse>`/api/me/profile`,
  profileImage: () => apiPath<ProfileImageResponse>`/api/me/profile-image`,
  email: () => apiPath<EmailChangedResponse>`/api/me/email`,
  clubAccount: () => apiPath<ClubAccountResponse>`/api/me/club-account`,
  bootstrapClub: () => apiPath<BootstrapClubResponse>`/api/me/club`,
  signIn: () => apiPath<unknown>`/api/auth/sign-in/email`,
  signUp: () => apiPath<unknown>`/api/auth/sign-up/email`,
  signOut: () => apiPath<unknown>`/api/auth/sign-out`,
  changePassword: () => apiPath<unknown>`/api/auth/change-password`,
  deleteUser: () => apiPath<unknown>`/api/auth/delete-user`,
  requestPasswordReset: () => apiPath<unknown>`/api/auth/request-password-reset`,
  resetPassword: () => apiPath<unknown>`/api/auth/reset-password`,
  /** Whether a reset link still works (the reset page asks when it opens). */
  resetLink: (token: string) => apiPath<ResetLinkResponse>`/api/auth/reset-link/${token}`,
};

import type { Me, MyClub } from "#shared/account/types.ts";

// The signed-in person of the component tests about clubs: a club account's administrator of her
// own club, and Ticker of a friend club when a test gives her both.

export const OWN_CLUB: MyClub = {
  id: "club-ufer",
  clubName: "FC Ufer",
  clubLogoUrl: null,
  role: "admin",
  teamIds: [],
};

export const FRIEND_CLUB: MyClub = {
  ...OWN_CLUB,
  id: "club-seeblick",
  clubName: "FC Seeblick",
  role: "ticker",
};

/** `/api/me` of that person with these clubs (the first one is `club`, as the server answers). */
export function clubAccountMe(clubs: MyClub[]): Me {
  return {
    user: { id: "user-1", email: "praesidentin@fc-ufer.ch" },
    profile: {
      userId: "user-1",
      email: "praesidentin@fc-ufer.ch",
      username: "praesidentin",
      fullName: "Rita Ufer",
      address: "",
      city: "",
      phone: "",
      profileImageUrl: null,
      role: "verein_trainer",
      accountType: "club",
      newsletterOptIn: false,
    },
    club: clubs[0] ?? null,
    clubs,
    profileCreated: false,
    leagueOffice: false,
  };
}

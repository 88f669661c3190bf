import { type SQL, sql } from "drizzle-orm";
import {
  boardMembers,
  clubNewsImages,
  clubs,
  coaches,
  players,
  profiles,
  teams,
} from "../db/schema/index.ts";

/**
 * Every image URL an entity refers to, as one `select url` (the one list of image columns:
 * a new image column goes here, or its files count as orphans and are removed after 24 h).
 */
export function referencedImageUrls(): SQL {
  return sql`
    select ${clubs.clubLogoUrl} as url from ${clubs}
    union select ${clubs.stadiumImageUrl} from ${clubs}
    union select ${teams.teamImageUrl} from ${teams}
    union select ${players.playerImageUrl} from ${players}
    union select ${coaches.coachImageUrl} from ${coaches}
    union select ${boardMembers.memberImageUrl} from ${boardMembers}
    union select ${clubNewsImages.imageUrl} from ${clubNewsImages}
    union select ${profiles.profileImageUrl} from ${profiles}`;
}

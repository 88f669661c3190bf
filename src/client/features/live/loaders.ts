import { prefetch } from "../../app/route-data.ts";
import { liveMatchesQueryOptions } from "../matches/api.ts";

export function liveListLoader() {
  prefetch(liveMatchesQueryOptions);
  return null;
}

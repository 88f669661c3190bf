import { prefetch } from "../../app/route-data.ts";
import { scheduleQueryOptions } from "./api.ts";

export function scheduleLoader() {
  prefetch(scheduleQueryOptions("upcoming"));
  return null;
}

import { prefetchFirstPage } from "../../app/route-data.ts";
import { scheduleQueryOptions } from "./api.ts";

export function scheduleLoader() {
  prefetchFirstPage(scheduleQueryOptions("upcoming"));
  return null;
}

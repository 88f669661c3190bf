import { queryOptions } from "@tanstack/react-query";
import { legalPaths } from "#shared/legal/paths.ts";
import { api } from "../../lib/api.ts";

/** The operator's details never change while the server runs: read once per visit. */
export const operatorQueryOptions = queryOptions({
  queryKey: ["operator"],
  queryFn: () => api(legalPaths.operator()),
  staleTime: Number.POSITIVE_INFINITY,
});

import { queryOptions } from "@tanstack/react-query";
import { newsPaths } from "#shared/news/paths.ts";
import type { NewsPostInput } from "#shared/news/schema.ts";
import { api } from "../../lib/api.ts";
import { MANAGE_KEY, useManageWrite } from "../../lib/manage-write.ts";

// A club's news management (its list with drafts, writing, publishing, deleting), apart from the
// public reads in api.ts: the start page and the news pages load those on their first route, and
// with them came these writes and the management's write helper.

export const manageNewsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE_KEY, clubId, "news"],
    queryFn: () => api(newsPaths.clubNews(clubId)).then((r) => r.news),
  });

export function useSaveNews(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: NewsPostInput }) =>
    id
      ? api(newsPaths.update(id), { method: "PATCH", body: input })
      : api(newsPaths.create(clubId), { method: "POST", body: input }),
  );
}

export function useToggleNews() {
  return useManageWrite((id: string) => api(newsPaths.togglePublish(id), { method: "POST" }));
}

export function useDeleteNews() {
  return useManageWrite((id: string) => api(newsPaths.remove(id), { method: "DELETE" }));
}

import { useQuery } from "@tanstack/react-query";
import { ExternalLink, Eye, EyeOff, Newspaper, Plus } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime, truncate } from "#shared/format.ts";
import { NEWS_MESSAGES } from "#shared/news/schema.ts";
import type { ManageNewsPost } from "#shared/news/types.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import {
  EditDeleteButtons,
  toastFailure,
  useConfirmedDelete,
  useEditDialog,
} from "../../ui/crud/entity-tab.tsx";
import { TabHeader } from "../../ui/crud/tab-header.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { manageNewsQueryOptions, useDeleteNews, useToggleNews } from "./manage-api.ts";
import { NewsEditDialog } from "./news-edit-dialog.tsx";

/** Tab 'Vereins-News': all posts, newest created first, drafts included (club-management §2, §4). */
export function ManageNewsTab({ clubId }: { clubId: string }) {
  const news = useQuery(manageNewsQueryOptions(clubId));
  const toggle = useToggleNews();
  const remove = useConfirmedDelete(useDeleteNews());
  const dialog = useEditDialog<ManageNewsPost>();

  function handleDelete(post: ManageNewsPost) {
    void remove.confirmAndDelete(post.id, {
      title: NEWS_MESSAGES.deleteTitle(post.title),
      description: NEWS_MESSAGES.confirmDelete,
      onSuccess: () => toast.success(NEWS_MESSAGES.deleted),
      onError: toastFailure(NEWS_MESSAGES.deleteFailed),
    });
  }

  function handleToggle(post: ManageNewsPost) {
    toggle.mutate(post.id, {
      onSuccess: (result) =>
        toast.success(result.news.isPublished ? NEWS_MESSAGES.published : NEWS_MESSAGES.unpublished),
      onError: toastFailure(NEWS_MESSAGES.toggleFailed),
    });
  }

  const addButton = (
    <Button onClick={dialog.openNew}>
      <Plus aria-hidden="true" />
      Neuer Beitrag
    </Button>
  );

  return (
    <>
      <TabHeader
        title="Vereins-News"
        description="Entwürfe sehen nur die Mitglieder eures Vereins; veröffentlichte Beiträge sehen alle."
        actions={news.data && news.data.length > 0 ? addButton : null}
      />
      {news.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : news.isError ? (
        <ErrorState
          message={NEWS_MESSAGES.loadFailed}
          onRetry={() => news.refetch()}
          isRetrying={news.isFetching}
        />
      ) : news.data.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title="Noch keine Beiträge"
          description="Erzähle deinen Fans, was im Verein läuft."
          action={addButton}
        />
      ) : (
        <ul className="grid gap-4" aria-label="Beiträge">
          {news.data.map((post) => (
            <li key={post.id}>
              <NewsCard
                post={post}
                onEdit={() => dialog.openEdit(post)}
                onToggle={() => handleToggle(post)}
                onDelete={() => handleDelete(post)}
                isToggling={toggle.isPending && toggle.variables === post.id}
                isDeleting={remove.isDeleting(post.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <NewsEditDialog
        clubId={clubId}
        post={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
      />
    </>
  );
}

function NewsCard({
  post,
  onEdit,
  onToggle,
  onDelete,
  isToggling,
  isDeleting,
}: {
  post: ManageNewsPost;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  isToggling: boolean;
  isDeleting: boolean;
}) {
  const cover = post.images[0];
  return (
    <Card className="flex flex-col sm:flex-row">
      {cover ? (
        <img
          src={cover.url}
          alt={cover.caption ?? ""}
          loading="lazy"
          className="aspect-video w-full bg-gray-100 object-cover sm:aspect-auto sm:w-48"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-col gap-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            {post.isPublished ? (
              <Badge variant="success">Veröffentlicht</Badge>
            ) : (
              <Badge variant="warning">Entwurf</Badge>
            )}
            <span className="text-xs text-gray-600">
              {post.isPublished && post.publishedAt
                ? `Veröffentlicht am ${formatDateTime(post.publishedAt)}`
                : `Erstellt am ${formatDateTime(post.createdAt)}`}
            </span>
            {post.images.length > 0 ? (
              <span className="text-xs text-gray-600">
                · {post.images.length === 1 ? "1 Bild" : `${post.images.length} Bilder`}
              </span>
            ) : null}
          </div>
          <h3 className="text-lg font-bold leading-tight text-gray-900">{post.title}</h3>
          <p className="text-sm whitespace-pre-line text-gray-700">{truncate(post.content, 220)}</p>
        </div>
        <div className="mt-auto flex flex-wrap justify-end gap-2 border-t border-gray-100 px-4 py-2">
          {post.isPublished ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/news/${post.id}`} aria-label={`${post.title} ansehen`}>
                <ExternalLink aria-hidden="true" />
                Ansehen
              </Link>
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={onToggle}
            loading={isToggling}
            aria-label={`${post.title} ${post.isPublished ? "zurückziehen" : "veröffentlichen"}`}
          >
            {isToggling ? null : post.isPublished ? (
              <EyeOff aria-hidden="true" />
            ) : (
              <Eye aria-hidden="true" />
            )}
            {post.isPublished ? "Zurückziehen" : "Veröffentlichen"}
          </Button>
          <EditDeleteButtons name={post.title} onEdit={onEdit} onDelete={onDelete} isDeleting={isDeleting} />
        </div>
      </div>
    </Card>
  );
}

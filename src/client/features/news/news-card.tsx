import { Newspaper } from "lucide-react";
import { Link } from "react-router";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import { NEWS_PREVIEW_LIST } from "#shared/constants.ts";
import { formatDate, truncate } from "#shared/format.ts";
import type { NewsPreview } from "#shared/news/types.ts";
import { ClubLogo } from "../../ui/avatar.tsx";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { responsiveImage } from "../../ui/responsive-image.ts";

/** A news teaser as the news list and the home page show it: image, club, date, title, preview. */
export function NewsCard({ item, isLarge = false }: { item: NewsPreview; isLarge?: boolean }) {
  const clubName = clubDisplayName(item.clubName);
  return (
    <Card asChild interactive>
      <Link to={`/news/${item.id}`} className="flex h-full flex-col">
        {item.imageUrl ? (
          <img
            {...responsiveImage(
              item.imageUrl,
              isLarge
                ? "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                : "(min-width: 768px) 33vw, 100vw",
            )}
            alt=""
            loading="lazy"
            className="aspect-video w-full object-cover"
          />
        ) : (
          // Beside a card with a picture the placeholder keeps a row's titles level; below md the
          // lists are one column, where it only pushed the news down (a phone showed one and a half).
          <div className="hidden aspect-video w-full items-center justify-center bg-brand-50 text-brand-700 md:flex">
            <Newspaper aria-hidden="true" className="size-10" />
          </div>
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-2 p-4 wrap-anywhere">
          <span className="flex items-center gap-2 text-xs text-gray-600">
            <ClubLogo name={clubName} src={item.clubLogoUrl} size="xs" decorative />
            <span className="truncate font-semibold">{clubName}</span>
            {item.publishedAt ? (
              <time dateTime={item.publishedAt} className="ml-auto shrink-0">
                {formatDate(item.publishedAt)}
              </time>
            ) : null}
          </span>
          <span className={cn("font-bold leading-snug", isLarge && "text-lg")}>{item.title}</span>
          <span className="text-sm text-gray-700">{truncate(item.content, NEWS_PREVIEW_LIST)}</span>
        </span>
      </Link>
    </Card>
  );
}

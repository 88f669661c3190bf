import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import { formatLongDateTime } from "#shared/format.ts";
import type { NewsDetail } from "#shared/news/types.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { ClubLogo } from "../../ui/avatar.tsx";
import { BackLink } from "../../ui/back-link.tsx";
import { cn } from "../../ui/cn.ts";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { LinkifiedText } from "../../ui/linkified-text.tsx";
import { Container } from "../../ui/page.tsx";
import { responsiveImage } from "../../ui/responsive-image.ts";
import { ShareButton } from "../../ui/share-button.tsx";
import { newsQueryOptions } from "./api.ts";

export function Component() {
  const { newsId = "" } = useParams();
  const news = useSuspenseQuery(newsQueryOptions(newsId));
  usePageTitle(news.data.title);

  return <Article news={news.data} />;
}

function Article({ news }: { news: NewsDetail }) {
  const paragraphs = news.content.split(/\r?\n/).filter((line) => line.trim() !== "");
  const isSingle = news.images.length === 1;
  const clubName = clubDisplayName(news.clubName);
  return (
    <Container size="narrow" className="py-6 sm:py-10">
      <BackLink to="/news" className="mb-6">
        Zurück zu den News
      </BackLink>
      <article>
        <header className="mb-6">
          <Link
            to={`/vereine/${news.clubId}`}
            className="mb-3 inline-flex items-center gap-2 rounded-lg font-semibold text-gray-900 hover:underline"
          >
            <ClubLogo name={clubName} src={news.clubLogoUrl} size="md" decorative />
            {clubName}
          </Link>
          <h1 className="text-3xl font-extrabold leading-tight tracking-tight wrap-anywhere hyphens-auto sm:text-4xl">
            {news.title}
          </h1>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            {news.publishedAt ? (
              <p className="text-sm text-gray-600">
                Veröffentlicht am{" "}
                <time dateTime={news.publishedAt}>
                  <KeptTogether text={formatLongDateTime(news.publishedAt)} />
                </time>
              </p>
            ) : null}
            <ShareButton title={news.title} text={`${clubName}: ${news.title}`} size="sm" />
          </div>
        </header>
        {news.images.length > 0 ? (
          <div className={cn("mb-8 grid gap-4", isSingle ? "grid-cols-1" : "grid-cols-1 sm:grid-cols-2")}>
            {news.images.map((image) => (
              <figure key={image.id} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
                <img
                  {...responsiveImage(
                    image.imageUrl,
                    isSingle ? "(min-width: 768px) 48rem, 100vw" : "(min-width: 640px) 24rem, 100vw",
                  )}
                  alt={image.caption ?? ""}
                  // Whole, never cut: a portrait or panorama keeps its edges.
                  className={cn(
                    "w-full bg-gray-50 object-contain",
                    isSingle ? "max-h-[32rem]" : "aspect-[4/3]",
                  )}
                />
                {image.caption ? (
                  <figcaption className="px-3 py-2 text-sm text-gray-600">{image.caption}</figcaption>
                ) : null}
              </figure>
            ))}
          </div>
        ) : null}
        <div className="flex flex-col gap-4 text-lg leading-relaxed text-gray-800 wrap-anywhere">
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text keep their order
            <p key={index}>
              <LinkifiedText text={paragraph} />
            </p>
          ))}
        </div>
      </article>
    </Container>
  );
}

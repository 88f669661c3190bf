// Response shapes of /api/news and /api/clubs/:id/news.

/** A published article as lists show it: full text (the client cuts the preview) and its first image. */
export interface NewsPreview {
  id: string;
  clubId: string;
  clubName: string;
  clubLogoUrl: string | null;
  title: string;
  content: string;
  publishedAt: string | null;
  imageUrl: string | null;
  imageCaption: string | null;
}

export interface NewsListResponse {
  news: NewsPreview[];
}
/** GET /api/news: one page; `nextCursor` asks for the next one (`after=`), null at the end. */
export interface NewsPageResponse extends NewsListResponse {
  nextCursor: string | null;
}

export interface NewsImage {
  id: string;
  imageUrl: string;
  caption: string | null;
  sortOrder: number;
}

export interface NewsDetail {
  id: string;
  clubId: string;
  clubName: string;
  clubLogoUrl: string | null;
  title: string;
  content: string;
  publishedAt: string | null;
  /** The last edit or publishing (search engines' dateModified). */
  updatedAt: string;
  images: NewsImage[];
}

export interface NewsResponse {
  news: NewsDetail;
}

// Management (/api/manage/...) shapes.

export interface ManageNewsImage {
  id: string;
  url: string;
  caption: string | null;
  sortOrder: number;
}

export interface ManageNewsPost {
  id: string;
  clubId: string;
  title: string;
  content: string;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  images: ManageNewsImage[];
}

export interface ManageNewsListResponse {
  news: ManageNewsPost[];
}

export interface ManageNewsResponse {
  news: ManageNewsPost;
}

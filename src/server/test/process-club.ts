import type { ServerProcess } from "./server-process.ts";

/**
 * A club account on a real server process, and the write the process tests repeat: a news post
 * (one transaction, one row per post, so lost and duplicated writes can be counted).
 */
export interface ProcessClub {
  cookie: string;
  clubId: string;
  origin: string;
}

export async function signUpClub(server: ServerProcess, tag: string): Promise<ProcessClub> {
  const origin = `http://127.0.0.1:${server.port}`;
  const res = await fetch(server.url("/api/auth/sign-up/email"), {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      email: `${tag}@example.ch`,
      password: "geheim123",
      name: tag,
      username: tag,
      accountType: "club",
    }),
    signal: AbortSignal.timeout(20_000),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = await fetch(server.url("/api/me"), { headers: { cookie }, signal: AbortSignal.timeout(20_000) });
  const body = (await me.json()) as { club: { id: string } | null };
  if (!body.club) throw new Error("the club account has no club");
  return { cookie, clubId: body.club.id, origin };
}

/** Posts one news item; resolves with the status, or null when no answer came (a dead server). */
export async function postNews(
  server: { url: (p: string) => string },
  club: ProcessClub,
  title: string,
  idempotencyKey?: string,
): Promise<number | null> {
  try {
    const res = await fetch(server.url(`/api/manage/clubs/${club.clubId}/news`), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: club.origin,
        cookie: club.cookie,
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      body: JSON.stringify({
        title,
        content: "Geschrieben während eines Tests.",
        isPublished: true,
        images: [],
      }),
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return null;
  }
}

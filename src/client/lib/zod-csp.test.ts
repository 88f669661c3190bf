import { expect, test } from "vitest";

test("zod adopts the jitless setting made before it loads", async () => {
  await import("./zod-csp.ts");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
});

import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { AppEnv } from "../context.ts";
import { errorBody } from "./errors.ts";

/** First German message and a field → message map from a zod error. */
export function describeZodError(error: ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    // A field the body does not take is named at that field (strictBody), not at the object.
    const keys =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((k) => [...issue.path, k].join("."))
        : [issue.path.join(".") || "_"];
    for (const key of keys) fields[key] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? "Ungültige Eingabe", fields };
}

/**
 * A domain sub-app: invalid input answers 400 with the schema's German message; a path id that
 * is no UUID cannot name a row, so it answers 404 with the message of its param schema.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const { message, fields } = describeZodError(result.error as ZodError);
        if (result.target === "param") return c.json(errorBody("not_found", message), 404);
        return c.json(errorBody("validation", message, fields), 400);
      }
    },
  });
}

/** Path params `{ [key]: uuid }`; a malformed id answers 404 with `notFoundMessage`. */
export function uuidParams<K extends string>(key: K, notFoundMessage: string) {
  return z.object({ [key]: z.uuid({ error: notFoundMessage }) } as Record<K, z.ZodUUID>);
}

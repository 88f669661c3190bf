import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { AppEnv } from "../context.ts";
import { errorBody } from "./errors.ts";

/** First German message and a field → message map from a zod error. */
export function describeZodError(error: ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? "Ungültige Eingabe", fields };
}

/** A domain sub-app: invalid input answers 400 with the schema's German message. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const { message, fields } = describeZodError(result.error as ZodError);
        return c.json(errorBody("validation", message, fields), 400);
      }
    },
  });
}

import { createRoute } from "@hono/zod-openapi";
import { operatorInfoSchema } from "#shared/legal/response-schema.ts";
import { jsonAnswer, PUBLIC_ACCESS } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { operatorInfo } from "./operator-info.ts";

/** The operator's details for the Impressum and the Datenschutzerklärung (from the environment). */
export function operatorRoutes() {
  const app = createRouter();
  app.openapi(
    createRoute({
      method: "get",
      path: "/operator",
      operationId: "getOperator",
      security: PUBLIC_ACCESS,
      tags: ["Betrieb"],
      summary: "Betreiber dieser Tschutti-Instanz (Impressum); null, wo er nichts eingetragen hat",
      responses: { 200: jsonAnswer(operatorInfoSchema, "{ name, address, email, uid, hosting }") },
    }),
    (c) => c.json(operatorInfo(c.var.deps.env), 200),
  );
  return app;
}

import { apiPath } from "../http.ts";
import type { OperatorInfo } from "./types.ts";

export const legalPaths = {
  /** Who runs this Tschutti, for the Impressum and the Datenschutzerklärung. */
  operator: () => apiPath<OperatorInfo>`/api/operator`,
};

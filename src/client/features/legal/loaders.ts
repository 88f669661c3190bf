import { prefetch } from "../../app/route-data.ts";
import { operatorQueryOptions } from "./api.ts";

// Impressum and Datenschutzerklärung name the operator: the server renders them with his details.
export function legalLoader() {
  prefetch(operatorQueryOptions);
  return null;
}

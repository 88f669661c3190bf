import { z } from "zod";
import { exactly, text } from "../response-schema.ts";
import type { OperatorInfo } from "./types.ts";

export const operatorInfoSchema = exactly<OperatorInfo>()(
  z.object({
    name: text,
    address: z.array(z.string()),
    email: text,
    uid: text,
    hosting: text,
  }),
);

import { z } from "zod";
import { boardMemberSchema } from "../clubs/response-schema.ts";
import { exactly, id } from "../response-schema.ts";
import type { ManageBoardMember, ManageBoardMemberResponse, ManageBoardMembersResponse } from "./types.ts";

// The board management answers as zod schemas (OpenAPI), each exactly its response type.

const manageBoardMemberSchema = exactly<ManageBoardMember>()(boardMemberSchema.extend({ clubId: id }));
export const manageBoardMembersResponseSchema = exactly<ManageBoardMembersResponse>()(
  z.object({ boardMembers: z.array(manageBoardMemberSchema) }),
);
export const manageBoardMemberResponseSchema = exactly<ManageBoardMemberResponse>()(
  z.object({ boardMember: manageBoardMemberSchema }),
);

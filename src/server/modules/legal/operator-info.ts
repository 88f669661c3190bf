import type { Logger } from "pino";
import { addressLines, isOperatorComplete } from "#shared/legal/operator.ts";
import type { OperatorInfo } from "#shared/legal/types.ts";
import type { Env } from "../../env.ts";

type OperatorEnv = Pick<
  Env,
  "OPERATOR_NAME" | "OPERATOR_ADDRESS" | "OPERATOR_EMAIL" | "OPERATOR_UID" | "OPERATOR_HOSTING"
>;

/** The operator as configured; what is not set stays null (the pages say so, nothing is made up). */
export function operatorInfo(env: OperatorEnv): OperatorInfo {
  return {
    name: env.OPERATOR_NAME ?? null,
    address: addressLines(env.OPERATOR_ADDRESS),
    email: env.OPERATOR_EMAIL ?? null,
    uid: env.OPERATOR_UID ?? null,
    hosting: env.OPERATOR_HOSTING ?? null,
  };
}

export const IMPRESSUM_INCOMPLETE =
  "Impressum unvollständig: OPERATOR_NAME, OPERATOR_ADDRESS und OPERATOR_EMAIL setzen (siehe README). Bis dahin sagen /impressum und /datenschutz, dass die Angaben des Betreibers fehlen.";

/**
 * A public server owes its visitors an Impressum: in production a start without the operator's
 * details says so in the log, once.
 */
export function warnIfImpressumIncomplete(env: OperatorEnv & Pick<Env, "NODE_ENV">, log: Logger): void {
  if (env.NODE_ENV !== "production" || isOperatorComplete(operatorInfo(env))) return;
  log.warn(IMPRESSUM_INCOMPLETE);
}

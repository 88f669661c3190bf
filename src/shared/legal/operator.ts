import type { OperatorInfo } from "./types.ts";

/**
 * An Impressum needs who, where and how to reach them (UWG Art. 3 lit. s): without a name, an
 * address or an e-mail address the pages say that the operator has not entered them yet.
 */
export function isOperatorComplete(info: OperatorInfo): boolean {
  return info.name !== null && info.address.length > 0 && info.email !== null;
}

/** The operator's address as configured: lines split at «;» or a line break, blank ones dropped. */
export function addressLines(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

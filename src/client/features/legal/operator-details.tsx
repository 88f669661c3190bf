import { useQuery } from "@tanstack/react-query";
import { isOperatorComplete } from "#shared/legal/operator.ts";
import { OPERATOR_MISSING } from "#shared/legal/pages.ts";
import type { OperatorInfo } from "#shared/legal/types.ts";
import { EmailAddress } from "../../ui/email-address.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { operatorQueryOptions } from "./api.ts";

/** The operator as the server has him (loaded with the page), or null while that is unknown. */
export function useOperator(): OperatorInfo | null {
  return useQuery(operatorQueryOptions).data ?? null;
}

/**
 * Who runs this Tschutti: name, address, e-mail and UID as configured. What he has not entered
 * is said plainly; nothing is filled in for him.
 */
export function OperatorDetails({ operator }: { operator: OperatorInfo | null }) {
  const { isError } = useQuery(operatorQueryOptions);
  if (!operator) {
    return isError ? (
      <p>Die Angaben des Betreibers konnten gerade nicht geladen werden. Lade die Seite neu.</p>
    ) : (
      <Skeleton className="h-20 w-64" />
    );
  }
  return (
    <div className="space-y-3">
      {isOperatorComplete(operator) ? null : (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          {OPERATOR_MISSING}
        </p>
      )}
      {operator.name || operator.address.length > 0 ? (
        <address className="not-italic">
          {operator.name ? <span className="block font-semibold text-gray-900">{operator.name}</span> : null}
          {operator.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : null}
      {operator.email ? (
        <p>
          E-Mail:{" "}
          <a className="text-brand-700 underline" href={`mailto:${operator.email}`}>
            <EmailAddress address={operator.email} />
          </a>
        </p>
      ) : null}
      {operator.uid ? <p>UID / Handelsregister: {operator.uid}</p> : null}
    </div>
  );
}

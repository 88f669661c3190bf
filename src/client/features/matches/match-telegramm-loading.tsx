import { useId } from "react";
import { Skeleton } from "../../ui/skeleton.tsx";

/** The Matchtelegramm's section while its text (or its code) is on the way. */
export function TelegrammLoading() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <TelegrammHeading id={headingId} />
      <div role="status" aria-label="Matchtelegramm wird geladen…">
        <Skeleton className="h-24" />
      </div>
    </section>
  );
}

export function TelegrammHeading({ id }: { id: string }) {
  return (
    <h3 id={id} className="text-base font-bold text-gray-900">
      Matchtelegramm
    </h3>
  );
}

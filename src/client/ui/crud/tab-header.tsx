import type { ReactNode } from "react";

/** The heading of a management tab with its actions; the tab's section is labelled by it. */
export function TabHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    // Wrapping, so actions too wide to share the line go below the title whole, instead of
    // squeezing the description into a column of one or two words a line.
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 id="manage-tab-title" className="text-xl font-bold tracking-tight text-gray-900 sm:text-2xl">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";

export type ContainerProps = ComponentProps<"div"> & {
  /** `narrow` (max-w-3xl) for forms and articles. */
  size?: "default" | "narrow";
};

export function Container({ className, size = "default", ...props }: ContainerProps) {
  return (
    <div
      className={cn("mx-auto w-full px-4 sm:px-6", size === "narrow" ? "max-w-3xl" : "max-w-6xl", className)}
      {...props}
    />
  );
}

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
  /** Small line above the title, e.g. a back link or a club name. */
  eyebrow?: ReactNode;
  className?: string;
  /** A section's header under a page's own <h1> (a page has one h1, as screen readers expect). */
  titleAs?: "h1" | "h2";
};

/** The page's h1 with optional description and actions. */
export function PageHeader({
  title,
  description,
  actions,
  eyebrow,
  className,
  titleAs: Title = "h1",
}: PageHeaderProps) {
  return (
    <header
      className={cn(
        "flex flex-col gap-4 py-6 sm:flex-row sm:items-end sm:justify-between sm:py-8",
        className,
      )}
    >
      <div className="flex min-w-0 flex-col gap-1">
        {eyebrow ? <div className="text-sm font-semibold text-brand-700">{eyebrow}</div> : null}
        <Title className="text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">{title}</Title>
        {description ? <p className="max-w-2xl text-gray-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

import { CircleAlert, Inbox, RotateCw } from "lucide-react";
import { type ComponentProps, type ComponentType, type ReactNode, useLayoutEffect, useRef } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import { ancestorsOf, hasFocusFallen } from "./focus-fallen.ts";
import { Spinner } from "./spinner.tsx";

/** A grey placeholder block; size it with classes (`h-4 w-32`, `aspect-[2/3]`, …). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("rounded-lg bg-gray-200 motion-safe:animate-pulse", className)}
      {...props}
    />
  );
}

export type LoadingStateProps = {
  /** German text, e.g. 'Spiele werden geladen…'. */
  label?: string;
  className?: string;
};

export function LoadingState({ label = "Lädt…", className }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={cn(
        "flex flex-col items-center justify-center gap-3 px-4 py-12 text-center text-sm text-gray-600",
        className,
      )}
    >
      <Spinner size="lg" label={null} className="text-brand-700 unscripted:hidden" />
      <p className="unscripted:hidden">{label}</p>
      {/* The server renders a state still loading only where the browser's scripts read the
          data (a signed-in visitor's pages): without them it would spin for good. */}
      <p className="hidden unscripted:block">
        Diese Seite braucht JavaScript. Schalte es in deinem Browser ein und lade die Seite neu.
      </p>
    </div>
  );
}

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A lucide icon component, e.g. `icon={CalendarX}`. */
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  /** e.g. a `Button`. */
  action?: ReactNode;
  className?: string;
  /** 'h1' where the state is the whole page (a record that was not found): its main heading. */
  titleAs?: "h1" | "p";
};

export function EmptyState({
  title,
  description,
  icon: Icon = Inbox,
  action,
  className,
  titleAs: Title = "p",
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="flex max-w-sm flex-col gap-1">
        <Title className={cn("font-semibold text-gray-900", Title === "h1" && "text-lg")}>{title}</Title>
        {description ? <p className="text-sm text-gray-600">{description}</p> : null}
      </div>
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}

export type ErrorStateProps = {
  /** German message, e.g. 'Die Mannschaften konnten nicht geladen werden.' */
  message: ReactNode;
  title?: ReactNode;
  /** Shows an 'Erneut versuchen' button. */
  onRetry?: () => void;
  isRetrying?: boolean;
  className?: string;
};

export function ErrorState({ message, title, onRetry, isRetrying = false, className }: ErrorStateProps) {
  const box = useRef<HTMLDivElement>(null);
  // What was around «Erneut versuchen» when it was pressed: a retry that succeeds takes the
  // error and its button away, and the focus on it fell to the top of the page.
  const retriedIn = useRef<Element[] | null>(null);
  useLayoutEffect(
    () => () => {
      const around = retriedIn.current;
      if (!around) return;
      // After the commit that put the data in the error's place (this runs in its middle).
      queueMicrotask(() => {
        if (hasFocusFallen(around)) focusHolderIn(around)?.focus({ preventScroll: true });
      });
    },
    [],
  );
  return (
    <div
      ref={box}
      role="alert"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-red-200 bg-live-soft px-6 py-8 text-center",
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-8 text-live-dark" />
      <div className="flex max-w-md flex-col gap-1">
        {title ? <p className="font-semibold text-gray-900">{title}</p> : null}
        <p className="text-sm text-red-900">{message}</p>
      </div>
      {onRetry ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            retriedIn.current = box.current ? [box.current, ...ancestorsOf(box.current)] : null;
            onRetry();
          }}
          loading={isRetrying}
        >
          {isRetrying ? null : <RotateCw aria-hidden="true" />}
          Erneut versuchen
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The nearest place around a removed error that takes the focus (a tab's panel, the page's
 * main): the data that replaced the error is in it, and the next Tab goes on from there.
 */
function focusHolderIn(around: readonly Element[]): HTMLElement | null {
  for (const node of around) {
    if (node.isConnected && node instanceof HTMLElement && node.hasAttribute("tabindex")) return node;
  }
  return null;
}

import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn, focusRing } from "./cn.ts";

export type CardProps = ComponentProps<"div"> & {
  /** Renders the single child (e.g. a router `Link` to the detail page) as the card. */
  asChild?: boolean;
  /** Hover lift and focus ring, for cards that are links or buttons. */
  interactive?: boolean;
};

export function Card({ className, asChild = false, interactive = false, ...props }: CardProps) {
  const classes = cn(
    "block overflow-hidden rounded-xl border border-gray-200 bg-white text-gray-900 shadow-sm",
    interactive && cn("transition hover:border-brand-300 hover:shadow-md", focusRing),
    className,
  );
  if (asChild) {
    const { ref, ...rest } = props;
    return <Slot.Root className={classes} ref={ref as ComponentProps<typeof Slot.Root>["ref"]} {...rest} />;
  }
  return <div className={classes} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1 p-4 pb-2 sm:p-5 sm:pb-2", className)} {...props} />;
}

export type CardTitleProps = ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" };

export function CardTitle({ className, as: Heading = "h3", ...props }: CardTitleProps) {
  return <Heading className={cn("text-lg font-bold leading-tight tracking-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-gray-600", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-4 pt-2 sm:p-5 sm:pt-2", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex items-center gap-2 border-t border-gray-100 px-4 py-3 sm:px-5", className)}
      {...props}
    />
  );
}

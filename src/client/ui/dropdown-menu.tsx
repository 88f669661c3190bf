import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/* A menu (e.g. the avatar menu in the top bar); arrow keys, typeahead and Escape come from Radix. */

/**
 * Non-modal by default: a modal menu marks the rest of the page aria-hidden while it is open,
 * which axe reports as hidden focusable content.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
export const DropdownMenuGroup = DropdownMenuPrimitive.Group;

export type DropdownMenuContentProps = ComponentProps<typeof DropdownMenuPrimitive.Content> & {
  /**
   * Render into document.body. Off by default so the open menu stays inside the page's landmark
   * (axe "region"); it is positioned `fixed`, so overflow-hidden parents do not clip it.
   */
  portal?: boolean;
};

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = "end",
  portal = false,
  ...props
}: DropdownMenuContentProps) {
  const content = (
    <DropdownMenuPrimitive.Content
      sideOffset={sideOffset}
      align={align}
      className={cn(
        "z-50 min-w-56 overflow-hidden rounded-xl border border-gray-200 bg-white p-1 text-gray-900 shadow-lg motion-safe:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
  return portal ? <DropdownMenuPrimitive.Portal>{content}</DropdownMenuPrimitive.Portal> : content;
}

export function DropdownMenuItem({
  className,
  destructive = false,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Item> & { destructive?: boolean }) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        "flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-hidden [&_svg]:size-4",
        "data-disabled:pointer-events-none data-disabled:opacity-50",
        destructive
          ? "text-live-dark data-highlighted:bg-red-50"
          : "data-highlighted:bg-brand-50 data-highlighted:text-brand-900",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return <DropdownMenuPrimitive.Label className={cn("px-3 py-2 text-sm", className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return <DropdownMenuPrimitive.Separator className={cn("my-1 h-px bg-gray-200", className)} {...props} />;
}

import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn, focusRing } from "./cn.ts";
import { OpenDialogMark } from "./open-dialogs.ts";
import { useReturnFocus } from "./return-focus.ts";

/*
 * A drawer on Radix Dialog: the mobile navigation (bottom) and the club-management menu (left).
 * Needs a `SheetTitle` (may be `className="sr-only"`) and a `SheetDescription` or
 * `aria-describedby={undefined}` on `SheetContent`.
 */

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sheetSides = {
  bottom:
    "inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl pb-[max(1rem,env(safe-area-inset-bottom))] motion-safe:animate-sheet-up",
  left: "inset-y-0 left-0 h-dvh w-[min(20rem,85vw)] motion-safe:animate-sheet-left",
  right: "inset-y-0 right-0 h-dvh w-[min(20rem,85vw)] motion-safe:animate-sheet-right",
} as const;

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: keyof typeof sheetSides;
  hideCloseButton?: boolean;
};

export function SheetContent({
  side = "bottom",
  hideCloseButton = false,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-gray-950/60 motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50 flex flex-col overflow-y-auto overscroll-contain bg-white p-4 text-gray-900 shadow-2xl outline-hidden",
          sheetSides[side],
          className,
        )}
        {...returnFocus}
        {...props}
      >
        <OpenDialogMark />
        {side === "bottom" ? (
          <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-10 shrink-0 rounded-full bg-gray-300" />
        ) : null}
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close
            aria-label="Schliessen"
            className={cn(
              "absolute top-2.5 right-2.5 inline-flex size-10 items-center justify-center rounded-full text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-900",
              focusRing,
            )}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1 pr-10 pb-3", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-bold tracking-tight", className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-gray-600", className)} {...props} />;
}

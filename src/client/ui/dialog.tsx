import { X } from "lucide-react";
import { AlertDialog, Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, createContext, type ReactNode, useContext, useState } from "react";
import { Button } from "./button.tsx";
import { cn, focusRing } from "./cn.ts";
import { OpenDialogMark } from "./open-dialogs.ts";
import { useReturnFocus } from "./return-focus.ts";

/*
 * Modal dialogs. On phones a dialog is a bottom sheet over the full width; from `sm` up it is a
 * centred card. The content scrolls inside when it is taller than the screen.
 * Radix wants a `DialogTitle` in every dialog, and a `DialogDescription` or
 * `aria-describedby={undefined}` on `DialogContent`.
 */

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

const dialogSizes = {
  sm: "sm:max-w-sm",
  md: "sm:max-w-lg",
  lg: "sm:max-w-2xl",
  xl: "sm:max-w-4xl",
} as const;

export type DialogSize = keyof typeof dialogSizes;

/** The dimmed backdrop, which also centres its content. Shared with `ConfirmDialog`. */
export const dialogOverlayClassName =
  "fixed inset-0 z-50 flex items-end justify-center bg-gray-950/60 motion-safe:animate-fade-in sm:items-center sm:p-6";

export function dialogContentClassName(size: DialogSize = "md", className?: string): string {
  return cn(
    "relative flex max-h-[92dvh] w-full flex-col overflow-y-auto overscroll-contain bg-white text-gray-900 shadow-2xl outline-hidden",
    "rounded-t-2xl p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] motion-safe:animate-sheet-up",
    "sm:max-h-[85dvh] sm:rounded-2xl sm:p-6 sm:motion-safe:animate-dialog-in",
    dialogSizes[size],
    className,
  );
}

const PreventCloseContext = createContext(false);

/**
 * A press in a question opened over this dialog is not meant for this one. Radix knows the
 * question as a layer above only once its effect has run; a tap before that (a busy phone,
 * the question just shown) counted as outside and closed, or asked to discard, the form below.
 */
function isInAnotherDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  size?: DialogSize;
  /**
   * Blocks every way of closing (overlay click, Escape, the close buttons, `DialogClose`),
   * e.g. while an image upload runs. The parent should also keep `open` true meanwhile.
   */
  preventClose?: boolean;
  /** Hides the top-right close button (Escape and overlay still close). */
  hideCloseButton?: boolean;
};

export function DialogContent({
  size = "md",
  preventClose = false,
  hideCloseButton = false,
  className,
  children,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={dialogOverlayClassName}>
        <DialogPrimitive.Content
          className={dialogContentClassName(size, className)}
          {...returnFocus}
          onEscapeKeyDown={(event) => {
            if (preventClose) event.preventDefault();
            onEscapeKeyDown?.(event);
          }}
          onPointerDownOutside={(event) => {
            if (preventClose || isInAnotherDialog(event.detail.originalEvent.target)) event.preventDefault();
            onPointerDownOutside?.(event);
          }}
          onInteractOutside={(event) => {
            if (preventClose) event.preventDefault();
            onInteractOutside?.(event);
          }}
          {...props}
        >
          <PreventCloseContext.Provider value={preventClose}>
            <OpenDialogMark />
            {children}
            {hideCloseButton ? null : (
              <DialogPrimitive.Close
                disabled={preventClose}
                aria-label="Schliessen"
                className={cn(
                  "absolute top-2.5 right-2.5 inline-flex size-10 items-center justify-center rounded-full text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-900 disabled:pointer-events-none disabled:opacity-40",
                  focusRing,
                )}
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            )}
          </PreventCloseContext.Provider>
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}

/** Closes the dialog; disabled while the dialog's `preventClose` is set. Use `asChild` with a `Button`. */
export function DialogClose({ disabled, ...props }: ComponentProps<typeof DialogPrimitive.Close>) {
  const isCloseBlocked = useContext(PreventCloseContext);
  return <DialogPrimitive.Close disabled={disabled || isCloseBlocked} {...props} />;
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-10 text-left", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("text-lg font-bold leading-tight tracking-tight sm:text-xl", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-gray-600", className)} {...props} />;
}

/** Spacing between header and footer; the form fields go here. */
export function DialogBody({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-5 flex flex-col gap-4", className)} {...props} />;
}

/** Buttons: stacked full width on phones (first child on top = primary last in DOM), in a row on desktop. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end [&>*]:w-full sm:[&>*]:w-auto",
        className,
      )}
      {...props}
    />
  );
}

export type ConfirmDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Default 'Löschen'. */
  confirmLabel?: string;
  /** Default 'Abbrechen'. */
  cancelLabel?: string;
  /** Red confirm button; default true (most confirmations guard a deletion). */
  destructive?: boolean;
  /**
   * Runs on confirm with a spinner on the button; the dialog closes when it resolves and stays
   * open when it throws (show the error as a toast in the caller).
   */
  onConfirm: () => unknown;
  /** Element that opens the dialog (rendered with `asChild`), for uncontrolled use. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra content between description and buttons. */
  children?: ReactNode;
};

/** An alert dialog asking before a destructive action. See also `useConfirm()`. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel = "Löschen",
  cancelLabel = "Abbrechen",
  destructive = true,
  onConfirm,
  trigger,
  open,
  onOpenChange,
  children,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const returnFocus = useReturnFocus({});
  const isOpen = open ?? uncontrolledOpen;

  function setOpen(next: boolean) {
    if (!next && isPending) return;
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  async function handleConfirm() {
    setIsPending(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports the failure; keep the dialog open so the user can retry or cancel.
      setIsPending(false);
      return;
    }
    setIsPending(false);
    if (open === undefined) setUncontrolledOpen(false);
    onOpenChange?.(false);
  }

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClassName}>
          <AlertDialog.Content
            className={dialogContentClassName("sm")}
            {...returnFocus}
            {...(description ? {} : { "aria-describedby": undefined })}
          >
            <OpenDialogMark />
            <div className="flex flex-col gap-1.5 text-left">
              <AlertDialog.Title className="text-lg font-bold leading-tight tracking-tight">
                {title}
              </AlertDialog.Title>
              {description ? (
                <AlertDialog.Description className="text-sm text-gray-600">
                  {description}
                </AlertDialog.Description>
              ) : null}
            </div>
            {children ? <div className="mt-4">{children}</div> : null}
            <DialogFooter>
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={isPending}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              <Button
                type="button"
                variant={destructive ? "danger" : "primary"}
                loading={isPending}
                onClick={handleConfirm}
              >
                {confirmLabel}
              </Button>
            </DialogFooter>
          </AlertDialog.Content>
        </AlertDialog.Overlay>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

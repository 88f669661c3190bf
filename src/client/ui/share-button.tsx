import { Share2 } from "lucide-react";
import { Button, type ButtonSize, type ButtonVariant } from "./button.tsx";
import { cn } from "./cn.ts";
import { copyText } from "./copy-text.ts";

export interface ShareButtonProps {
  /** What the share sheet names (the page's title, e.g. «FC Seeblick 1. Mannschaft»). */
  title: string;
  /** A sentence the share sheet adds to the link. */
  text?: string;
  /** The address to share (a path is completed with the page's origin); the page's own when left out. */
  url?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** True when the user closed the share sheet: nothing to report then. */
function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * «Teilen»: the device's share sheet where the browser has one (phones, Safari, Edge), else
 * the link is copied with a toast. The address is read on click, so the server-rendered
 * button and the hydrated one are the same.
 */
export function ShareButton({
  title,
  text,
  url,
  variant = "outline",
  size = "md",
  className,
}: ShareButtonProps) {
  async function share() {
    const address = new URL(url ?? window.location.href, window.location.href).href;
    const data: ShareData = { title, url: address, ...(text ? { text } : {}) };
    if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (isCancelled(error)) return;
        // The sheet failed (no user gesture left, a policy): the link still gets shared by copying.
      }
    }
    await copyText(address, { copied: "Link kopiert", thing: "Link" });
  }

  return (
    // Sharing needs the page's code: without scripts the button is not offered.
    <Button
      type="button"
      variant={variant}
      size={size}
      className={cn("unscripted:hidden", className)}
      onClick={() => void share()}
    >
      <Share2 aria-hidden="true" /> Teilen
    </Button>
  );
}

import { Avatar as AvatarPrimitive } from "radix-ui";
import { preload } from "react-dom";
import { urlForWidth } from "#shared/uploads/image-variants.ts";
import { cn } from "./cn.ts";

// Twice the rendered width of each size (sharp on a phone's screen).
const avatarPixels = { xs: 48, sm: 64, md: 80, lg: 112, xl: 160, "2xl": 224 } as const;

const avatarSizes = {
  xs: "size-6 text-xs",
  sm: "size-8 text-sm",
  md: "size-10 text-base",
  lg: "size-14 text-xl",
  xl: "size-20 text-3xl",
  "2xl": "size-28 text-5xl",
} as const;

// All dark enough for white text (WCAG AA).
const fallbackColours = [
  "bg-brand-700",
  "bg-sky-700",
  "bg-indigo-700",
  "bg-violet-700",
  "bg-rose-700",
  "bg-orange-700",
  "bg-teal-700",
  "bg-slate-700",
] as const;

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) | 0;
  return fallbackColours[Math.abs(hash) % fallbackColours.length] ?? "bg-brand-700";
}

/** The first letter of a name, upper-cased ("?" for an empty name). */
export function initialOf(name: string | null | undefined): string {
  const first = name?.trim().match(/\p{L}|\p{N}/u)?.[0];
  return first ? first.toLocaleUpperCase("de-CH") : "?";
}

export type AvatarSize = keyof typeof avatarSizes;

export type AvatarProps = {
  /** Used for the fallback letter, its colour and the accessible name. */
  name: string | null | undefined;
  src?: string | null | undefined;
  size?: AvatarSize;
  shape?: "circle" | "rounded";
  /** Logos are contained on white instead of cropped. */
  fit?: "cover" | "contain";
  /** Accessible name; defaults to `name`. */
  label?: string;
  /** Hidden from screen readers, when the name is written right next to it. */
  decorative?: boolean;
  /**
   * The page's largest picture (its LCP): the browser is told of it in the server's HTML, to
   * fetch first. Radix shows an image only once the page's code has loaded it, so without the
   * hint its download started after hydration.
   */
  priority?: boolean;
  className?: string;
};

/**
 * An image, or the first letter of the name on a coloured background while the image
 * is missing, loading or broken (Radix's avatar: the server's HTML carries the letter, the
 * image replaces it once the browser has loaded it; without scripts a `<noscript>` image does).
 */
export function Avatar({
  name,
  src,
  size = "md",
  shape = "circle",
  fit = "cover",
  label,
  decorative = false,
  priority = false,
  className,
}: AvatarProps) {
  const accessibleName = label ?? (name?.trim() || undefined);
  if (src && priority) preload(urlForWidth(src, avatarPixels[size]), { as: "image", fetchPriority: "high" });
  // A logo's transparent parts show white.
  const imageClass = cn("size-full", fit === "contain" ? "bg-white object-contain p-[8%]" : "object-cover");
  return (
    <AvatarPrimitive.Root
      {...(decorative || !accessibleName
        ? { "aria-hidden": true }
        : { role: "img", "aria-label": accessibleName })}
      className={cn(
        "relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden",
        shape === "circle" ? "rounded-full" : "rounded-xl",
        fit === "contain" && "border border-gray-200 bg-white",
        avatarSizes[size],
        className,
      )}
    >
      {src ? (
        <AvatarPrimitive.Image src={urlForWidth(src, avatarPixels[size])} alt="" className={imageClass} />
      ) : null}
      {src ? (
        // Radix shows the image only from the page's code: without scripts (or for a crawler)
        // the browser loads this one, over the letter. With scripts it is never parsed.
        <noscript>
          <img
            src={urlForWidth(src, avatarPixels[size])}
            alt=""
            className={cn(imageClass, "absolute inset-0 z-10")}
          />
        </noscript>
      ) : null}
      <AvatarPrimitive.Fallback
        className={cn(
          "flex size-full items-center justify-center font-bold leading-none text-white",
          colourFor(name ?? ""),
        )}
      >
        {initialOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

export type LogoProps = Omit<AvatarProps, "shape" | "fit"> & { shape?: "circle" | "rounded" };

/** A club logo, or the first letter of the club name (spec: "logo or the first letter of the name"). */
export function ClubLogo({ shape = "rounded", ...props }: LogoProps) {
  return <Avatar shape={shape} fit="contain" {...props} />;
}

/** A team logo / image, or the first letter of the team name. */
export function TeamLogo({ shape = "rounded", ...props }: LogoProps) {
  return <Avatar shape={shape} fit="contain" {...props} />;
}

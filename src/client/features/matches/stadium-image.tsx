import { type ReactNode, useState } from "react";
import { cn } from "../../ui/cn.ts";
import { responsiveImage } from "../../ui/responsive-image.ts";

/** The home club's stadium picture, or a pitch-green placeholder when there is none or it fails. */
export function StadiumImage({
  src,
  className,
  children,
}: {
  src: string | null;
  className?: string;
  /** Overlays (e.g. the ABGESAGT banner). */
  children?: ReactNode;
}) {
  const [isBroken, setBroken] = useState(false);
  return (
    <div className={cn("relative aspect-[16/7] w-full overflow-hidden bg-brand-800", className)}>
      {src && !isBroken ? (
        <img
          {...responsiveImage(src, "(min-width: 1024px) 50vw, 100vw")}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        // A drawn pitch: mown stripes, halfway line and centre circle.
        <div
          aria-hidden="true"
          className="relative size-full bg-[repeating-linear-gradient(90deg,var(--color-brand-700)_0_12.5%,var(--color-brand-600)_12.5%_25%)]"
        >
          <span className="absolute inset-3 rounded-sm border-2 border-white/40" />
          <span className="absolute inset-y-3 left-1/2 border-l-2 border-white/40" />
          <span className="absolute top-1/2 left-1/2 size-14 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white/40" />
        </div>
      )}
      {children}
    </div>
  );
}

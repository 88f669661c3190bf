import { initial } from "#shared/format.ts";
import { cn } from "../../ui/cn.ts";
import { responsiveImage } from "../../ui/responsive-image.ts";

/** A 2:3 portrait (spec §9), or the person's initials on brand green while there is none. */
export function Portrait({ src, name, className }: { src: string | null; name: string; className?: string }) {
  return (
    <div className={cn("relative aspect-[2/3] w-full overflow-hidden bg-brand-50", className)}>
      {src ? (
        <img
          {...responsiveImage(src, "(min-width: 768px) 25vw, 50vw")}
          alt=""
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex size-full items-center justify-center bg-gradient-to-b from-brand-50 to-brand-100 text-4xl font-extrabold text-brand-800"
        >
          {name
            .split(" ")
            .filter(Boolean)
            .slice(0, 2)
            .map((part) => initial(part))
            .join("")}
        </div>
      )}
    </div>
  );
}

/** Shirt number, or '–' when the club has not given one (never an invented number). */
export function shirtNumber(number: number | null): string {
  return number === null ? "–" : String(number);
}

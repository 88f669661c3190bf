import { Label, Switch as SwitchPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn, focusRing, textLinkTapArea } from "./cn.ts";

export type SwitchProps = Omit<ComponentProps<typeof SwitchPrimitive.Root>, "children"> & {
  label: ReactNode;
  description?: ReactNode;
  /** Label left, switch right (settings lists); default false = switch first. */
  labelFirst?: boolean;
};

/** An on/off switch with its label (role="switch"; Space toggles). */
export function Switch({ label, description, labelFirst = false, id, className, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? `switch-${generatedId}`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div
      className={cn("flex items-start gap-3", labelFirst && "flex-row-reverse justify-between", className)}
    >
      {/* The track is 24 px tall; a strip above and below takes a thumb's 40 px without moving
          the label beside it. */}
      <SwitchPrimitive.Root
        id={switchId}
        aria-describedby={descriptionId}
        className={cn(
          textLinkTapArea,
          "mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-gray-300 transition-colors",
          "data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50",
          focusRing,
        )}
        {...props}
      >
        <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5" />
      </SwitchPrimitive.Root>
      {/* Words stay whole: the page's `overflow-wrap: anywhere` would split a label in a
          narrow column («Halbze|it»); a word longer than its line is hyphenated (lang="de-CH"). */}
      <div className="flex min-w-0 flex-col gap-0.5 wrap-break-word hyphens-auto">
        <Label.Root htmlFor={switchId} className="text-sm font-medium text-gray-900">
          {label}
        </Label.Root>
        {description ? (
          <p id={descriptionId} className="text-sm text-gray-600">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

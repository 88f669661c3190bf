import { Check, ChevronDown } from "lucide-react";
import { Select as SelectPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { controlClassName, useFieldControl } from "./input.tsx";

export type NativeSelectOption = { value: string; label: string; disabled?: boolean };

export type NativeSelectProps = ComponentProps<"select"> & {
  /** Rendered as the first, empty option (value ""); disabled once a value is required. */
  placeholder?: string;
  /** Shortcut for simple lists; `children` (<option>/<optgroup>) work too. */
  options?: ReadonlyArray<NativeSelectOption | string>;
};

/** A styled native <select>: the phone's own picker is the best one. */
export function NativeSelect({ className, placeholder, options, children, ...props }: NativeSelectProps) {
  const fieldProps = useFieldControl(props);
  return (
    <div className={cn("relative", className)}>
      <select className={cn(controlClassName, "h-10 appearance-none pr-10")} {...props} {...fieldProps}>
        {placeholder !== undefined ? (
          <option value="" disabled={Boolean(props.required)}>
            {placeholder}
          </option>
        ) : null}
        {options?.map((option) => {
          const item = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={item.value} value={item.value} disabled={item.disabled}>
              {item.label}
            </option>
          );
        })}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500"
      />
    </div>
  );
}

/* Radix select, for the few places where options need custom rendering. */

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;
export const SelectGroup = SelectPrimitive.Group;

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  const fieldProps = useFieldControl(props);
  return (
    <SelectPrimitive.Trigger
      className={cn(
        controlClassName,
        "flex h-10 items-center justify-between gap-2 text-left data-placeholder:text-gray-500 [&>span]:truncate",
        className,
      )}
      {...props}
      {...fieldProps}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = "popper",
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={4}
        className={cn(
          "relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-gray-200 bg-white shadow-lg motion-safe:animate-fade-in",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        "relative flex cursor-pointer select-none items-center rounded-md py-2 pr-8 pl-3 text-sm text-gray-900 outline-hidden",
        "data-highlighted:bg-brand-50 data-highlighted:text-brand-900 data-disabled:pointer-events-none data-disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
        <Check aria-hidden="true" className="size-4 text-brand-700" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

import { ChevronDown } from "lucide-react";
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

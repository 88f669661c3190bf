import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
} from "react";
import { cn, focusRing } from "./cn.ts";

// The WAI-ARIA tabs pattern, controlled by the page (every page keeps its tab in the address).
// Our own rather than radix's: radix wraps each panel in an animation presence that reads the
// computed style in a layout effect and renders the panel again after the first paint, which
// on the club and ranking pages was the longest task after the page appeared on a phone.

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
};

export function Tabs({ value, onValueChange, className, children, ...props }: TabsProps) {
  const baseId = useId();
  const state: TabsState = {
    value,
    select: (next) => {
      if (next !== value) onValueChange(next);
    },
    idOf: (part, tab) => `${baseId}-${part}-${tab}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={cn("flex flex-col gap-4", className)} {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** Arrow keys move to the previous or next tab and open it (wrapping around), Home/End jump. */
function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(event.target as HTMLButtonElement);
  if (current < 0) return;
  const target =
    event.key === "ArrowRight"
      ? tabs[(current + 1) % tabs.length]
      : event.key === "ArrowLeft"
        ? tabs[(current - 1 + tabs.length) % tabs.length]
        : event.key === "Home"
          ? tabs[0]
          : event.key === "End"
            ? tabs[tabs.length - 1]
            : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.click();
}

/** Scrolls sideways on narrow screens instead of wrapping. */
export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onTabKeyDown}
      className={cn(
        "scrollbar-none -mx-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 sm:mx-0 sm:px-0",
        className,
      )}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

export function TabsTrigger({ value, className, ...props }: TabsTriggerProps) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-selected={selected}
      aria-controls={tabs.idOf("panel", value)}
      data-state={selected ? "active" : "inactive"}
      // One tab stop for the list: the open tab; the arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.select(value)}
      className={cn(
        "-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-t-md border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-gray-600 transition-colors [&_svg]:size-4",
        "hover:text-gray-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800",
        "disabled:pointer-events-none disabled:opacity-50",
        // Inset ring: the scrolling list would clip an outer one.
        "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600",
        className,
      )}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<"div">, "value"> & { value: string };

/** The open tab's panel; the others are not rendered (each loads its data when opened). */
export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs("TabsContent");
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      data-state="active"
      // Reachable by Tab from the tab list, as the pattern asks, when the panel has no link first.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern gives the panel a tab stop.
      tabIndex={0}
      className={cn("rounded-lg", focusRing, className)}
      {...props}
    />
  );
}

import { Tabs as TabsPrimitive } from "radix-ui";
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { cn, focusRing } from "./cn.ts";
import { useMoreBeyond } from "./use-more-beyond.ts";

// Radix's tabs: the WAI-ARIA pattern (roles, one tab stop for the list, arrow keys with
// wrap-around, Home/End, a tab opens when it takes focus). Pages control the value: each keeps
// its open tab in the address, and its tabs are links to those addresses (href), so that they
// open without the page's code too. Only the open panel is rendered (each loads its data when
// opened); a panel holding a form the user may leave half filled is a KeptTabsContent.

/** Whether Radix has counted its tabs and hands out the row's one tab stop (see TabsList). */
const TabStopsCounted = createContext(true);

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn("flex flex-col gap-4", className)} {...props} />;
}

/**
 * Scrolls sideways on narrow screens instead of wrapping. Radix hands out the list's tab stop
 * only once it runs (it counts the tabs in an effect), so in the server's HTML the list and
 * every tab had tabindex -1: before hydration, or without JavaScript, the tab row could not be
 * reached by keyboard, and on a phone it was a scrolling region nothing in it could focus. Until
 * this part hydrates the list itself is the tab stop (arrow keys scroll it); then Radix's own.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  // Set in an effect, as Radix counts its tabs in theirs (which run just before a parent's): both
  // changes come in one render, so the row is never without a tab stop between the two. (With
  // useHydrated, React's re-render for the hydrated value came first, and for a moment the row
  // had tabindex -1 and every tab too.)
  const [isCounted, setCounted] = useState(false);
  useEffect(() => setCounted(true), []);
  const row = useRef<HTMLDivElement>(null);
  const shownTab = useRef<Element | null>(null);
  // A tab opened by the address (a link, a reload, a tab picked at the row's edge) may lie
  // beyond a phone's width: the row scrolls it into view, so that it shows which tab is open.
  // Looked for after each render (the open tab is the page's state), but measured only when it
  // is another than last time: a page that renders often (a live match) forces no layout.
  useEffect(() => {
    const list = row.current;
    const open = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !open || open === shownTab.current) return;
    shownTab.current = open;
    const shown = list.getBoundingClientRect();
    const tab = open.getBoundingClientRect();
    // The row's own inset on a phone, so the tab does not touch the screen's edge.
    const inset = 16;
    if (tab.right > shown.right) list.scrollLeft += tab.right - shown.right + inset;
    else if (tab.left < shown.left) list.scrollLeft -= shown.left - tab.left + inset;
  });
  // A fade over the row's end while more tabs lie beyond a phone's width («Fairplay» was off
  // screen with nothing to say so).
  const hasMore = useMoreBeyond(row);
  return (
    <TabStopsCounted.Provider value={isCounted}>
      <TabsPrimitive.List
        ref={row}
        className={cn(
          "scrollbar-none -mx-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 sm:mx-0 sm:px-0",
          // Fades out over whatever lies behind it, a page or a dialog.
          hasMore && "[mask-image:linear-gradient(to_left,transparent,black_2.5rem)]",
          className,
        )}
        {...props}
        // Only before: an undefined tabIndex would override Radix's roving one.
        {...(isCounted ? {} : { tabIndex: 0 })}
      />
    </TabStopsCounted.Provider>
  );
}

/**
 * A tab. With `href` (its page's address with this tab open) it is a link: without the page's
 * code the browser opens that address, which the server renders with the tab open; a new
 * window (Ctrl- or middle-click) opens it too. Once the page runs, Radix opens the tab on the
 * press of a button or key, and the link's own navigation is not taken.
 */
export function TabsTrigger({
  className,
  href,
  children,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger> & { href?: string }) {
  const isCounted = useContext(TabStopsCounted);
  const classes = cn(
    "-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-t-md border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-gray-600 transition-colors [&_svg]:size-4",
    "hover:text-gray-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800",
    "disabled:pointer-events-none disabled:opacity-50",
    // Inset ring: the scrolling list would clip an outer one.
    "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600",
    className,
  );
  if (href === undefined) {
    return (
      <TabsPrimitive.Trigger className={classes} {...props}>
        {children}
      </TabsPrimitive.Trigger>
    );
  }
  return (
    <TabsPrimitive.Trigger asChild className={classes} {...props}>
      {/* type: Radix gives its button type="button", which names no type of a link's target.
          Until Radix counts its tabs, every link is a tab stop: without scripts each opens its
          address, and the keyboard must reach them (Radix's -1 made the row unreachable). */}
      <a href={href} type={undefined} onClick={keepOnPage} {...(isCounted ? {} : { tabIndex: 0 })}>
        {children}
      </a>
    </TabsPrimitive.Trigger>
  );
}

/** A plain click (or Enter) on a tab link: Radix has opened the tab already, on this page. */
function keepOnPage(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) {
    event.preventDefault();
  }
}

/** The open tab's panel, reachable by Tab from the list as the pattern asks. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("rounded-lg", focusRing, className)} {...props} />;
}

/**
 * A panel that stays rendered once it was opened, and is hidden while another tab is open: a
 * form in it keeps what was typed across a visit to another tab, where an unmounted panel
 * dropped it without asking. Hidden (display: none), nothing in it is
 * reachable by Tab or read by a screen reader; it still loads its data only when first opened.
 * `openValue` is the Tabs' value: the dialog or page around controls it.
 */
export function KeptTabsContent({
  value,
  openValue,
  ...props
}: Omit<ComponentProps<typeof TabsPrimitive.Content>, "forceMount" | "hidden"> & { openValue: string }) {
  const isOpen = value === openValue;
  const [wasOpened, setOpened] = useState(isOpen);
  // Derived while rendering, as React allows for state that follows a prop: no effect, no extra paint.
  if (isOpen && !wasOpened) setOpened(true);
  return <TabsContent value={value} forceMount={wasOpened || undefined} hidden={!isOpen} {...props} />;
}

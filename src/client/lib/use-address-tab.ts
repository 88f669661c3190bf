import { useLocation, useSearchParams } from "react-router";

/**
 * A page's open tab, kept in the address (?tab=, absent for the first) so that it can be shared.
 * Each tab is also a link to its own address (TabsTrigger's href): without the page's code, a
 * visitor or a crawler opens a tab as a page of its own, which the server renders.
 */
export function useAddressTab<T extends string>(
  tabs: readonly T[],
  first: T,
): { tab: T; select: (value: string) => void; hrefOf: (value: T) => string } {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const requested = params.get("tab");
  const tab = tabs.find((t) => t === requested) ?? first;
  const withTab = (current: URLSearchParams, value: string) => {
    const next = new URLSearchParams(current);
    if (value === first) next.delete("tab");
    else next.set("tab", value);
    return next;
  };
  return {
    tab,
    select: (value) => setParams((current) => withTab(current, value), { replace: true }),
    hrefOf: (value) => {
      const query = withTab(params, value).toString();
      return query ? `${pathname}?${query}` : pathname;
    },
  };
}

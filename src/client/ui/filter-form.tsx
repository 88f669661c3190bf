import type { FormEvent, ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { CURSOR_PARAM } from "../lib/address-cursor.ts";
import { Button } from "./button.tsx";

/**
 * Choices that apply on change (selects), in a GET form of the page's own address. Without the
 * page's code the visitor chooses and presses «Anzeigen», shown only then, and the server renders
 * that choice. With it, each choice applies at once and the button is not shown; a browser that
 * cannot tell whether it runs scripts shows it, and then it applies the form through the router.
 * `keep`: parameters of the address outside the form (the open tab), carried along; a later
 * page's cursor is not (lib/address-cursor.ts).
 */
export function FilterForm({
  keep,
  className,
  children,
}: {
  keep: Record<string, string | null>;
  className?: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Sent with the page's code running too (Enter in a date field sends a form): the form's own
  // parameters as it holds them, every other one of the address as it is (a choice made without
  // a field of the form, such as «Meine Favoriten», stays).
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const query = new URLSearchParams(search);
    for (const field of form.elements) {
      const name = field.getAttribute("name");
      if (name) query.delete(name);
    }
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value !== "") query.set(name, value);
    }
    // A later page of the list belongs to the choice before: the new one starts at the top.
    query.delete(CURSOR_PARAM);
    navigate({ search: query.toString() }, { replace: true });
  };
  return (
    <form method="get" action={pathname} onSubmit={apply} className={className}>
      {Object.entries(keep).map(([name, value]) =>
        value === null ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      {children}
      <div className="self-end scripted:hidden">
        <Button type="submit" variant="outline">
          Anzeigen
        </Button>
      </div>
    </form>
  );
}

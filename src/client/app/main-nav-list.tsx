import { NavLink } from "react-router";
import { cn } from "../ui/cn.ts";
import { linkClass, MAIN_NAV } from "./nav-links.ts";

/** The main links with their icons, as the phone's menus list them. */
export function MainNavList({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  return (
    <ul className={cn("gap-1", className)}>
      {MAIN_NAV.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/"} className={linkClass} onClick={onNavigate}>
            <item.icon className="size-4" aria-hidden="true" />
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

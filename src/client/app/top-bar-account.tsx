import { ChevronDown, Gavel, LogOut, Settings, User } from "lucide-react";
import { Link, NavLink, useNavigate } from "react-router";
import { ACCOUNT_TYPE_LABELS } from "#shared/constants.ts";
import { useMe } from "../features/auth/api.ts";
import { useLogout } from "../features/auth/sign-in-out.ts";
import { Avatar } from "../ui/avatar.tsx";
import { Button } from "../ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu.tsx";
import { Sheet, SheetContent, SheetTitle } from "../ui/sheet.tsx";
import { MainNavList } from "./main-nav-list.tsx";
import { linkClass } from "./nav-links.ts";

/** The top bar's menus for a signed-in visitor, in their own chunk. */
export function AvatarMenu() {
  const { profile, user, isLeagueOffice } = useMe();
  const { logout } = useLogout("/");
  const name = profile?.fullName || profile?.username || user?.email || "";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="flex items-center gap-2 rounded-full p-0.5 pr-2 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-label="Kontomenü öffnen"
        >
          <Avatar name={name} src={profile?.profileImageUrl ?? null} size="sm" decorative />
          <ChevronDown className="size-4 text-gray-500" aria-hidden="true" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold text-gray-900">{name}</span>
          <span className="block truncate text-xs text-gray-600">{user?.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden="true" /> Mein Profil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/manage-club/club">
            <Settings aria-hidden="true" /> Vereinsverwaltung
          </Link>
        </DropdownMenuItem>
        {isLeagueOffice ? (
          <DropdownMenuItem asChild>
            <Link to="/spielleitung">
              <Gavel aria-hidden="true" /> Spielleitung
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" /> Abmelden
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function MobileDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { profile, user, isClub, canManage, isLeagueOffice } = useMe();
  const navigate = useNavigate();
  const close = () => onOpenChange(false);
  const name = profile?.fullName || profile?.username || user?.email || "";
  // The sign-out page signs out and shows the sign-in screen. Signed out here, a page for
  // signed-in people still on screen would send the visitor to the sign-in page with its own
  // «weiter» first; /auth itself sends a signed-in visitor home, so it cannot be left for first.
  const logout = () => {
    close();
    void navigate("/auth/logout");
  };
  const accountLinks = [
    { to: "/profile", label: "Mein Profil" },
    { to: "/dashboard", label: "Mein Dashboard" },
    { to: "/favorites", label: "Favoriten" },
    ...(isClub || canManage ? [{ to: "/manage-club/club", label: "Vereinsverwaltung" }] : []),
    ...(isLeagueOffice ? [{ to: "/spielleitung", label: "Spielleitung" }] : []),
  ];
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        className="md:hidden"
        aria-describedby={undefined}
        // Radix skips links when it picks the first control to focus, which was «Abmelden»: a
        // second Enter signed the user out. The menu starts at its first link.
        onOpenAutoFocus={(event) => {
          const first = (event.target as HTMLElement | null)?.querySelector<HTMLElement>("nav a[href]");
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
      >
        <SheetTitle className="sr-only">Menü</SheetTitle>
        <div className="flex items-center gap-3 border-b border-gray-100 pb-3">
          <Avatar name={name} src={profile?.profileImageUrl ?? null} size="md" decorative />
          <div className="min-w-0">
            <p className="truncate font-semibold">{name}</p>
            <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
              {profile ? ACCOUNT_TYPE_LABELS[profile.accountType] : ""}
            </p>
          </div>
        </div>
        <nav aria-label="Navigation" className="py-3">
          <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-500">
            Navigation
          </h2>
          <MainNavList className="grid grid-cols-2" onNavigate={close} />
        </nav>
        <nav aria-label="Konto" className="border-t border-gray-100 py-3">
          <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-500">Konto</h2>
          <ul className="flex flex-col gap-1">
            {accountLinks.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="outline" className="w-full" onClick={logout}>
          <LogOut className="size-4" aria-hidden="true" /> Abmelden
        </Button>
      </SheetContent>
    </Sheet>
  );
}

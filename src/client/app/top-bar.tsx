import { ChevronDown, LogOut, Menu, Settings, User, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { ACCOUNT_TYPE_LABELS } from "#shared/constants.ts";
import { useLogout, useMe } from "../features/auth/api.ts";
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
import { MAIN_NAV } from "./nav-links.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900"
  }`;

export function TopBar() {
  const { isSignedIn, isLoading } = useMe();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const isInlineMenuOpen = isMenuOpen && !isSignedIn;

  // The signed-out menu is inline (no dialog): Escape closes it and focus goes back to its button.
  useEffect(() => {
    if (!isInlineMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isInlineMenuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 font-extrabold tracking-tight text-brand-800"
          aria-label="Tschutti – Startseite"
        >
          <Logo />
          <span className="text-xl">Tschutti</span>
        </Link>
        <nav aria-label="Hauptnavigation" className="hidden items-center gap-1 lg:flex">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === "/"} className={linkClass}>
              {item.to === "/live-ticker" && <item.icon className="size-4 text-live" aria-hidden="true" />}
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden lg:block">
          {isLoading ? <div className="size-9" /> : isSignedIn ? <AvatarMenu /> : <SignInButton />}
        </div>
        <Button
          variant="ghost"
          size="icon"
          ref={menuButton}
          className="lg:hidden"
          aria-label={isMenuOpen ? "Menü schliessen" : "Menü öffnen"}
          aria-expanded={isMenuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {isMenuOpen && !isSignedIn ? <X className="size-6" /> : <Menu className="size-6" />}
        </Button>
      </div>
      {isSignedIn ? (
        <MobileDrawer open={isMenuOpen} onOpenChange={setMenuOpen} />
      ) : (
        isMenuOpen && <MobileInlineMenu onNavigate={() => setMenuOpen(false)} />
      )}
    </header>
  );
}

function Logo() {
  return (
    <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <circle cx="32" cy="32" r="18" fill="#fff" />
      <path d="M32 20l7 5-3 8h-8l-3-8z" fill="currentColor" />
    </svg>
  );
}

function SignInButton() {
  return (
    <Button asChild size="sm">
      <Link to="/auth">Anmelden</Link>
    </Button>
  );
}

function AvatarMenu() {
  const { profile, user } = useMe();
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
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" /> Abmelden
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MobileInlineMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav aria-label="Mobile Navigation" className="border-t border-gray-100 bg-white px-4 pb-4 lg:hidden">
      <ul className="flex flex-col gap-1 pt-2">
        {MAIN_NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === "/"} className={linkClass} onClick={onNavigate}>
              <item.icon className="size-4" aria-hidden="true" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <Button asChild className="mt-3 w-full">
        <Link to="/auth" onClick={onNavigate}>
          Anmelden
        </Link>
      </Button>
    </nav>
  );
}

function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { profile, user, isClub, canManage } = useMe();
  const { logout: signOut, isPending } = useLogout("/auth");
  const close = () => onOpenChange(false);
  const name = profile?.fullName || profile?.username || user?.email || "";
  const logout = async () => {
    close();
    await signOut();
  };
  const accountLinks = [
    { to: "/profile", label: "Mein Profil" },
    { to: "/dashboard", label: "Mein Dashboard" },
    { to: "/favorites", label: "Favoriten" },
    ...(isClub || canManage ? [{ to: "/manage-club/club", label: "Vereinsverwaltung" }] : []),
  ];
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="lg:hidden" aria-describedby={undefined}>
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
          <ul className="grid grid-cols-2 gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={linkClass} onClick={close}>
                  <item.icon className="size-4" aria-hidden="true" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
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
        <Button variant="outline" className="w-full" onClick={() => void logout()} loading={isPending}>
          <LogOut className="size-4" aria-hidden="true" /> Abmelden
        </Button>
      </SheetContent>
    </Sheet>
  );
}

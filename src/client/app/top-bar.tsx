import { Menu, X } from "lucide-react";
import { lazy, memo, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { useMe } from "../features/auth/api.ts";
import { Button } from "../ui/button.tsx";
import { MainNavList } from "./main-nav-list.tsx";
import { linkClass, MAIN_NAV } from "./nav-links.ts";

// The signed-in menus (radix dropdown and sheet) load only for a signed-in visitor, not with
// every first page.
const AvatarMenu = lazy(() => import("./top-bar-account.tsx").then((m) => ({ default: m.AvatarMenu })));
const MobileDrawer = lazy(() => import("./top-bar-account.tsx").then((m) => ({ default: m.MobileDrawer })));

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
    // Its closed height (h-16 and the border) is --top-bar-height in styles.css, the room a
    // focused control keeps from it when the page scrolls.
    <header
      data-print-hidden
      className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:max-lg:gap-2">
        <Link
          to="/"
          className="flex items-center gap-2 font-extrabold tracking-tight text-brand-800"
          aria-label="Tschutti – Startseite"
        >
          <Logo />
          {/* Between a tablet's 768 px and 1024 px the six links need the word's room; the link
              keeps its name through its label. */}
          <span className="text-xl md:max-lg:hidden">Tschutti</span>
        </Link>
        <MainNav />
        <div className="hidden md:block">
          {isLoading ? (
            // The server renders every page as an anonymous visitor sees it and the session is
            // asked only with the page's code: without scripts the link is all there is.
            <>
              <div className="size-9 unscripted:hidden" />
              <div className="hidden unscripted:block">
                <SignInButton />
              </div>
            </>
          ) : isSignedIn ? (
            <Suspense fallback={<div className="size-9" />}>
              <AvatarMenu />
            </Suspense>
          ) : (
            <SignInButton />
          )}
        </div>
        {/* Without scripts the button could not open the menu: this link opens the one below
            by the address's #menue (the style sheet's :target). */}
        <a
          href="#menue"
          aria-label="Menü öffnen"
          className="hidden size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 unscripted:max-md:inline-flex"
        >
          <Menu className="size-6" aria-hidden="true" />
        </a>
        <Button
          variant="ghost"
          size="icon"
          ref={menuButton}
          className="md:hidden unscripted:hidden"
          aria-label={isMenuOpen ? "Menü schliessen" : "Menü öffnen"}
          aria-expanded={isMenuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {isMenuOpen && !isSignedIn ? <X className="size-6" /> : <Menu className="size-6" />}
        </Button>
      </div>
      <nav
        id="menue"
        aria-label="Mobile Navigation"
        className="hidden border-t border-gray-100 bg-white px-4 pb-4 unscripted:max-md:target:block"
      >
        <SignedOutMenu />
      </nav>
      {isSignedIn ? (
        <Suspense fallback={null}>
          <MobileDrawer open={isMenuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : (
        isMenuOpen && <MobileInlineMenu onNavigate={() => setMenuOpen(false)} />
      )}
    </header>
  );
}

/**
 * The same links for everyone: memoised, so the session's answer after hydration renders only
 * the account's corner of the bar again, not every link.
 */
/** The bar's links, closer together on a tablet, where the six must fit beside the account. */
const tabletLinkClass = (state: { isActive: boolean }) => `${linkClass(state)} md:max-lg:px-2`;

const MainNav = memo(function MainNav() {
  return (
    <nav aria-label="Hauptnavigation" className="hidden items-center gap-1 md:flex md:max-lg:gap-0">
      {MAIN_NAV.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === "/"} className={tabletLinkClass}>
          {item.to === "/live-ticker" && <item.icon className="size-4 text-live" aria-hidden="true" />}
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
});

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

function MobileInlineMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav aria-label="Mobile Navigation" className="border-t border-gray-100 bg-white px-4 pb-4 md:hidden">
      <SignedOutMenu onNavigate={onNavigate} />
    </nav>
  );
}

/** The phone's menu for a visitor not signed in: the same with and without scripts. */
function SignedOutMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <MainNavList className="flex flex-col pt-2" onNavigate={onNavigate} />
      <Button asChild className="mt-3 w-full">
        <Link to="/auth" onClick={onNavigate}>
          Anmelden
        </Link>
      </Button>
    </>
  );
}

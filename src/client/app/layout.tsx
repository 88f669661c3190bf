import { lazy, Suspense, useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useMe } from "../features/auth/api.ts";
import { OutboxCenterLoader } from "../features/live/outbox-center-loader.tsx";
import { DialogsProvider } from "../ui/dialogs-provider.tsx";
import { LoadingState } from "../ui/skeleton.tsx";
import { Toaster, toast } from "../ui/toast.tsx";
import { useFocusOnNavigation } from "./focus-on-navigation.ts";
import { Footer } from "./footer.tsx";
import { TopBar } from "./top-bar.tsx";

// Only a signed-in visitor has favourites to move into the account: the sync loads then, not
// with every first page.
const FavoritesSync = lazy(() =>
  import("../features/favorites/favorites-sync.tsx").then((m) => ({ default: m.FavoritesSync })),
);

export function Layout() {
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <DialogsProvider>
      <div className="flex min-h-dvh flex-col bg-gray-50 text-gray-900">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Zum Inhalt springen
        </a>
        <TopBar />
        {/* The match-day outbox sends and shows its actions on every page. It renders nothing
            until the device holds an action, so the server's HTML and hydration agree. */}
        <OutboxCenterLoader />
        {navigation.state === "loading" && (
          <div className="fixed inset-x-0 top-0 z-[70] h-0.5 animate-pulse bg-brand-500" aria-hidden="true" />
        )}
        {/* At least a screen tall below the top bar: the footer starts out of view, so pages that
            grow while their data loads do not push it around (layout shift). */}
        <main ref={main} id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
          <Suspense fallback={<LoadingState label="Laden..." />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <Toaster />
      <SignedInServices />
      <ScrollRestoration />
    </DialogsProvider>
  );
}

function SignedInServices() {
  const { isSignedIn } = useMe();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <ProfileCreatedToast />
      <FavoritesSync />
    </Suspense>
  );
}

/** Spec §4: when a missing profile was created on load, say so once. */
function ProfileCreatedToast() {
  const { profileCreated } = useMe();
  useEffect(() => {
    if (profileCreated) toast.success("Profil wurde erstellt");
  }, [profileCreated]);
  return null;
}

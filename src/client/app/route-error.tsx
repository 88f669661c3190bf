import { useEffect, useRef } from "react";
import { isRouteErrorResponse, Link, useNavigation, useRevalidator, useRouteError } from "react-router";
import { ApiError, loadErrorDetail } from "../lib/api.ts";
import { isCodeLoadError, mayReloadFor, reloadPage, sessionStore } from "../lib/new-release.ts";
import { Button } from "../ui/button.tsx";
import { Container } from "../ui/page.tsx";
import { EmptyState, ErrorState } from "../ui/skeleton.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { isMissing, type Missing } from "./route-data.ts";
import { usePageTitle } from "./use-page-title.ts";

/**
 * The one place a page fails: a record its loader did not find (the page's own not-found
 * text; also a list's page past its end, or its cursor it cannot read, answered 400), an
 * unknown address, data that could not be loaded (German message and a retry that runs the
 * loaders again), a chunk that failed to load or a render error.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return isMissing(error.data) ? <MissingRecord {...error.data} /> : <NotFoundPage />;
  }
  if (isRouteErrorResponse(error) && error.status === 400 && isMissing(error.data)) {
    return <MissingRecord {...error.data} />;
  }
  return <LoadFailed error={error} />;
}

function MissingRecord({ title, icon, back }: Missing) {
  usePageTitle(title);
  return (
    <Container className="py-10">
      <EmptyState
        icon={icon}
        title={title}
        titleAs="h1"
        action={
          <Button asChild variant="outline">
            <Link to={back.to}>{back.label}</Link>
          </Button>
        }
      />
    </Container>
  );
}

function LoadFailed({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  usePageTitle("Fehler");
  // Data that failed can be asked for again; anything else (a missing chunk after a deploy, a
  // render error) needs the page loaded afresh.
  const isDataError = error instanceof ApiError;
  const retry = () => (isDataError ? void revalidator.revalidate() : reloadPage());
  // Code that is not there while the connection is: a release since the page was opened
  // (new-release.ts). Loaded afresh once, the page comes in the new build.
  useEffect(() => {
    if (
      isCodeLoadError(error) &&
      navigator.onLine &&
      mayReloadFor(window.location.href, Date.now(), sessionStore())
    ) {
      reloadPage();
    }
  }, [error]);
  // A page that failed for want of a connection (a dead spot in the stadium) tries again by
  // itself when the browser says the connection is back, as the button would.
  const retryRef = useRef(retry);
  retryRef.current = retry;
  useEffect(() => {
    const onOnline = () => retryRef.current();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, []);
  return (
    <Container className="py-10">
      <ErrorState
        title="Die Seite konnte nicht geladen werden."
        message={isDataError ? loadErrorDetail(error) : "Bitte lade die Seite neu."}
        onRetry={retry}
        isRetrying={revalidator.state === "loading" || navigation.state === "loading"}
      />
      <p className="mt-4 text-center">
        <Link to="/" className="font-semibold text-brand-700 underline">
          Zur Startseite
        </Link>
      </p>
    </Container>
  );
}

import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { NotFoundPage } from "./not-found-page.tsx";

/** A chunk that failed to load or a render error: say so in German and offer a way on. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Etwas ist schiefgelaufen</h1>
      <p className="mt-2 text-gray-600">Die Seite konnte nicht geladen werden. Bitte lade sie neu.</p>
      <div className="mt-6 flex gap-4">
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => window.location.reload()}
        >
          Neu laden
        </button>
        <Link to="/" className="font-semibold text-brand-700 underline">
          Zur Startseite
        </Link>
      </div>
    </div>
  );
}

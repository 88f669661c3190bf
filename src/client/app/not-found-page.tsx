import { Link } from "react-router";
import { usePageTitle } from "./use-page-title.ts";

export function NotFoundPage() {
  usePageTitle("Seite nicht gefunden");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">Seite nicht gefunden</h1>
      <p className="mt-2 text-gray-600">
        Diese Seite gibt es nicht (mehr). Vielleicht hat sich die Adresse geändert.
      </p>
      <Link
        to="/"
        className="mt-6 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        Zur Startseite
      </Link>
    </div>
  );
}

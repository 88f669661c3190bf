import { Link } from "react-router";
import { Button } from "../ui/button.tsx";
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
      <Button asChild variant="outline" className="mt-6">
        <Link to="/">Zur Startseite</Link>
      </Button>
    </div>
  );
}

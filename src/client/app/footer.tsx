import { Link } from "react-router";
import { IMPRESSUM_PATH, IMPRESSUM_TITLE, PRIVACY_PATH } from "#shared/legal/pages.ts";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer data-print-hidden className="border-t border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-gray-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <span className="font-semibold text-brand-800">Tschutti</span> © {year} Alle Rechte vorbehalten
        </p>
        <nav aria-label="Fusszeile" className="flex flex-wrap gap-x-4 gap-y-1">
          <Link className="hover:text-brand-700" to="/news">
            News
          </Link>
          <Link className="hover:text-brand-700" to="/fuer-vereine-fans">
            Für Vereine & Fans
          </Link>
          <Link className="hover:text-brand-700" to="/entwickler">
            Für Entwickler
          </Link>
          <Link className="hover:text-brand-700" to={IMPRESSUM_PATH}>
            {IMPRESSUM_TITLE}
          </Link>
          <Link className="hover:text-brand-700" to={PRIVACY_PATH}>
            Datenschutz
          </Link>
        </nav>
      </div>
    </footer>
  );
}

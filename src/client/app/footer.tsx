import { Link } from "react-router";
import { IMPRESSUM_PATH, IMPRESSUM_TITLE, PRIVACY_PATH } from "#shared/legal/pages.ts";

const LINK = "inline-flex min-h-10 items-center hover:text-brand-700";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer data-print-hidden className="border-t border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-gray-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <span className="font-semibold text-brand-800">Tschutti</span> © {year} Alle Rechte vorbehalten
        </p>
        {/* Each link a row of 40 px: a thumb on a phone (a line of text is 20). */}
        <nav aria-label="Fusszeile" className="-my-2.5 flex flex-wrap gap-x-4">
          <Link className={LINK} to="/news">
            News
          </Link>
          <Link className={LINK} to="/fuer-vereine-fans">
            Für Vereine & Fans
          </Link>
          <Link className={LINK} to="/entwickler">
            Für Entwickler
          </Link>
          <Link className={LINK} to={IMPRESSUM_PATH}>
            {IMPRESSUM_TITLE}
          </Link>
          <Link className={LINK} to={PRIVACY_PATH}>
            Datenschutz
          </Link>
        </nav>
      </div>
    </footer>
  );
}

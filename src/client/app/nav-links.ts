import { CalendarDays, Home, type LucideIcon, Newspaper, Radio, Shield, Trophy, Users } from "lucide-react";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The top bar's links (spec §2, shared layout), in the spec's order. */
export const MAIN_NAV: NavItem[] = [
  { to: "/", label: "Home", icon: Home },
  { to: "/ranking", label: "Ranking", icon: Trophy },
  { to: "/vereine", label: "Vereine", icon: Shield },
  { to: "/spielplan", label: "Spielplan", icon: CalendarDays },
  { to: "/live-ticker", label: "Live-Ticker", icon: Radio },
  { to: "/fuer-vereine-fans", label: "Für Vereine & Fans", icon: Users },
];

export const NEWS_NAV: NavItem = { to: "/news", label: "News", icon: Newspaper };

/** Classes of a navigation link in the top bar and its menus. */
export const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900"
  }`;

// A widget's colours follow the club's website, not the visitor's phone: a light club site with
// a dark frame in it (a visitor in dark mode) looked broken. The club picks them with the code it
// copies; a code without `theme` (copied before the choice existed) keeps following the visitor.

export const WIDGET_THEMES = ["light", "dark", "auto"] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

export const WIDGET_THEME_LABELS: Record<WidgetTheme, string> = {
  light: "Hell",
  dark: "Dunkel",
  auto: "Wie das Gerät der Besucher",
};

export const UNKNOWN_WIDGET_THEME =
  "Diese Farben gibt es nicht. Erlaubt sind theme=light, theme=dark und theme=auto.";

/** The theme a widget's `theme` parameter names: `auto` without one, null for an unknown one. */
export function widgetThemeOf(value: string | undefined): WidgetTheme | null {
  if (value === undefined) return "auto";
  return WIDGET_THEMES.find((theme) => theme === value) ?? null;
}

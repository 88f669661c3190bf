import { PlaceholderPage } from "../../app/placeholder-page.tsx";

export function Component() {
  return <PlaceholderPage title="Live-Ticker" />;
}

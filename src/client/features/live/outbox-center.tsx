import { Container } from "../../ui/page.tsx";
import { OutboxStatus } from "./outbox-status.tsx";
import { useOutboxEntries, useOutboxSender } from "./use-live-outbox.ts";
import { useOnline } from "./use-online.ts";

/**
 * The match-day outbox on every page of the app: it sends what waits, also
 * after a reload or on another page than the match's control, and shows what waits and what the
 * server refused, with 'Erneut senden' and 'Verwerfen'.
 */
export function OutboxCenter() {
  useOutboxSender();
  const entries = useOutboxEntries();
  const isOnline = useOnline();
  if (entries.length === 0) return null;
  return (
    <Container className="flex flex-col gap-2 pt-3">
      <OutboxStatus pending={entries} isOnline={isOnline} />
    </Container>
  );
}

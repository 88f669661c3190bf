import { useQuery } from "@tanstack/react-query";
import { Bell, BellOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "#shared/format.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { pushNotificationsQueryOptions, pushPreferencesQueryOptions } from "./api.ts";
import { disablePush, enablePush, type PushDeviceState, readDeviceState } from "./push-device.ts";
import { PUSH_ERROR_MESSAGES, pushErrorMessage } from "./push-errors.ts";
import { TeamTopics } from "./team-topics.tsx";

const DEVICE_TEXT: Record<PushDeviceState, string> = {
  unsupported: "Dieser Browser kann keine Benachrichtigungen empfangen.",
  denied:
    "Benachrichtigungen sind für Tschutti in deinem Browser blockiert. Erlaube sie in den Website-Einstellungen.",
  off: "Auf diesem Gerät sind Benachrichtigungen aus.",
  on: "Auf diesem Gerät sind Benachrichtigungen an.",
};

/** The states with a button to switch; in the others the sentence says why there is none. */
function hasSwitch(state: PushDeviceState): boolean {
  return state === "on" || state === "off";
}

function DeviceSwitch() {
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // Set when a tap on the button ended in a state without one (the browser refused): the focus
  // goes to the sentence saying why, instead of falling to the page's start with the button.
  const [isButtonGone, setIsButtonGone] = useState(false);
  const sentence = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    void readDeviceState()
      .then(setState)
      .catch(() => setState("unsupported"));
  }, []);
  useEffect(() => {
    if (isButtonGone) sentence.current?.focus();
  }, [isButtonGone]);
  if (state === null) return null;

  async function toggle() {
    setIsBusy(true);
    let next: PushDeviceState;
    try {
      next = state === "on" ? await disablePush() : await enablePush();
      // Asked to switch on and still off: the browser's question was closed without a choice,
      // which changes nothing on the screen; without a word the tap seemed lost.
      if (state === "off" && next === "off") {
        toast.info("Benachrichtigungen sind noch aus", PUSH_ERROR_MESSAGES.undecided);
      }
    } catch (error) {
      toast.error("Benachrichtigungen konnten nicht geändert werden", pushErrorMessage(error));
      // A refusal may have blocked them for the site: the sentence above the button says so.
      next = await readDeviceState().catch(() => "unsupported" as const);
    } finally {
      setIsBusy(false);
    }
    setState(next);
    setIsButtonGone(!hasSwitch(next));
  }

  return (
    <div className="flex flex-col items-start gap-2 rounded-lg bg-gray-50 p-3">
      <p ref={sentence} tabIndex={-1} className="text-sm text-gray-700 outline-none">
        {DEVICE_TEXT[state]}
      </p>
      {hasSwitch(state) ? (
        <Button
          variant={state === "on" ? "outline" : "primary"}
          size="sm"
          loading={isBusy}
          onClick={() => void toggle()}
        >
          {state === "on" ? <BellOff aria-hidden="true" /> : <Bell aria-hidden="true" />}
          {state === "on" ? "Auf diesem Gerät ausschalten" : "Auf diesem Gerät einschalten"}
        </Button>
      ) : null}
    </div>
  );
}

function RecentNotifications() {
  const list = useQuery(pushNotificationsQueryOptions);
  if (list.isLoading) return <LoadingState label="Lade Benachrichtigungen..." className="py-4" />;
  if (list.isError)
    return (
      <ErrorState
        message="Die Benachrichtigungen konnten nicht geladen werden."
        onRetry={() => void list.refetch()}
      />
    );
  const items = list.data ?? [];
  if (items.length === 0)
    return (
      <EmptyState
        icon={Bell}
        title="Noch keine Benachrichtigungen"
        description="Sobald bei deinen Teams etwas passiert, das du gewählt hast, steht es hier."
      />
    );
  return (
    <ul className="divide-y divide-gray-100" aria-label="Letzte Benachrichtigungen">
      {items.map((n) => (
        <li key={n.id} className="py-2">
          <Link to={n.url} className="block rounded hover:bg-gray-50">
            <span className="block text-sm font-semibold text-gray-900">{n.title}</span>
            <span className="block text-sm text-gray-700">{n.body}</span>
            <span className="block text-xs text-gray-500">{formatDateTime(n.createdAt)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Dashboard: push on this device, what to hear per favourite team, and the latest notifications. */
export function NotificationsCard() {
  const prefs = useQuery(pushPreferencesQueryOptions);
  return (
    <Card asChild>
      <section aria-labelledby="dashboard-notifications">
        <CardHeader>
          <CardTitle as="h2" id="dashboard-notifications" className="flex items-center gap-2">
            <Bell aria-hidden="true" className="size-5 text-brand-700" /> Benachrichtigungen
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <DeviceSwitch />
          {prefs.isLoading ? (
            <LoadingState label="Lade Einstellungen..." className="py-4" />
          ) : prefs.isError ? (
            <ErrorState
              message="Die Einstellungen konnten nicht geladen werden."
              onRetry={() => void prefs.refetch()}
            />
          ) : (prefs.data ?? []).length === 0 ? (
            <p className="text-sm text-gray-600">
              Füge Teams zu deinen Favoriten hinzu, dann wählst du hier, worüber du benachrichtigt wirst.
            </p>
          ) : (
            <div className="space-y-3">
              {(prefs.data ?? []).map((team) => (
                <TeamTopics key={team.teamId} team={team} />
              ))}
            </div>
          )}
          <div>
            <h3 className="mb-1 text-sm font-semibold text-gray-900">Letzte Benachrichtigungen</h3>
            <RecentNotifications />
          </div>
        </CardContent>
      </section>
    </Card>
  );
}

import { PUSH_TOPIC_LABELS, PUSH_TOPICS, type PushTopic } from "#shared/push/topics.ts";
import type { PushTeamPreferences } from "#shared/push/types.ts";
import { Disclosure } from "../../ui/disclosure.tsx";
import { Switch } from "../../ui/switch.tsx";
import { toast } from "../../ui/toast.tsx";
import { useSavePushPreferences } from "./api.ts";

type Topics = Record<PushTopic, boolean>;

function topicsOf(change: (topic: PushTopic) => boolean): Topics {
  return Object.fromEntries(PUSH_TOPICS.map((topic) => [topic, change(topic)])) as Topics;
}

/** What is on for a team, in one line: «Alle», «Keine» or the topics («Tore, Schlusspfiff»). */
function topicsSummary(team: PushTeamPreferences): string {
  const on = PUSH_TOPICS.filter((topic) => team[topic]);
  if (on.length === PUSH_TOPICS.length) return "Alle";
  if (on.length === 0) return "Keine";
  return on.map((topic) => PUSH_TOPIC_LABELS[topic]).join(", ");
}

/**
 * One favourite team's topics. A fan mostly wants a team's everything or nothing, so one switch
 * sets all six; it is on only when all six are (a team with some on shows it off, and the line
 * below it names them: no «mixed» state the switch cannot announce). The six single switches
 * fold into a native `<details>` (its summary a keyboard stop that says whether it is open): with
 * ten favourites they were sixty switches in a row above the latest notifications. The fold's
 * open state is the browser's, so it stays open while a choice is saved and the list re-renders.
 */
export function TeamTopics({ team }: { team: PushTeamPreferences }) {
  const save = useSavePushPreferences();
  const name =
    team.clubName && !team.teamName.includes(team.clubName)
      ? `${team.clubName} ${team.teamName}`
      : team.teamName;
  const isAllOn = PUSH_TOPICS.every((topic) => team[topic]);

  function send(input: Topics) {
    // One choice at a time, each sent with all topics. The switches stay enabled while it is
    // saved: a disabled switch would drop the keyboard's focus to the page.
    if (save.isPending) return;
    save.mutate(
      { teamId: team.teamId, input },
      { onError: (error) => toast.error("Die Auswahl konnte nicht gespeichert werden", error.message) },
    );
  }

  return (
    <fieldset className="rounded-lg border border-gray-200 px-3 py-1" aria-busy={save.isPending || undefined}>
      <legend className="px-1 text-sm font-semibold text-gray-900">{name}</legend>
      <Switch
        label="Alle Meldungen"
        description={topicsSummary(team)}
        checked={isAllOn}
        onCheckedChange={(value) => send(topicsOf(() => value))}
        className="pt-1"
      />
      <Disclosure summary="Einzeln wählen" summaryClassName="-mx-1 px-1 font-medium text-brand-700">
        {/* As many columns as fit a switch with the longest topic («Spieländerungen») on one line. */}
        <div className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-x-4 gap-y-2 pb-2">
          {PUSH_TOPICS.map((topic) => (
            <Switch
              key={topic}
              label={PUSH_TOPIC_LABELS[topic]}
              checked={team[topic]}
              onCheckedChange={(value) => send(topicsOf((t) => (t === topic ? value : team[t])))}
            />
          ))}
        </div>
      </Disclosure>
    </fieldset>
  );
}

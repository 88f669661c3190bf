// What a fan may be told about a followed team's matches. Apart from the push bodies' schemas
// (schema.ts): the dashboard's topic switches read them, and need no zod.

export const PUSH_TOPICS = ["kickoff", "goals", "cards", "halfTime", "fullTime", "changes"] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

export const PUSH_TOPIC_LABELS: Record<PushTopic, string> = {
  kickoff: "Anpfiff",
  goals: "Tore",
  cards: "Karten",
  halfTime: "Halbzeit",
  fullTime: "Schlusspfiff",
  changes: "Spieländerungen",
};

import { useQuery } from "@tanstack/react-query";
import { Copy, KeyRound, Trash2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import {
  API_KEY_MESSAGES,
  API_KEY_REVOCATION_REASON_LABELS,
  API_KEY_SCOPE_DESCRIPTIONS,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  API_KEY_STATUS_LABELS,
  type ApiKeyScope,
  type ApiKeyStatus,
} from "#shared/api-keys/schema.ts";
import type { ApiKeyView } from "#shared/api-keys/types.ts";
import { formatDateTime } from "#shared/format.ts";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { Badge, type BadgeVariant } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { copyText } from "../../ui/copy-text.ts";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { useFocusFirstInvalid } from "../../ui/focus-first-invalid.ts";
import { Field, Input } from "../../ui/input.tsx";
import { ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { apiKeysQueryOptions, useCreateApiKey, useRevokeApiKey } from "./api.ts";

const RETRY = "Bitte versuche es erneut.";

const STATUS_BADGES: Record<ApiKeyStatus, BadgeVariant> = {
  active: "success",
  dormant: "warning",
  revoked: "danger",
};

/**
 * 'API-Schlüssel' in 'Mein Verein': keys for the club's own systems. A new key is
 * shown once, with a copy button; the list is also the keys' history (made, last used, revoked).
 */
export function ApiKeysCard({ clubId }: { clubId: string }) {
  const keys = useQuery(apiKeysQueryOptions(clubId));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">API-Schlüssel</CardTitle>
        <CardDescription>
          Für Programme eures Vereins, etwa eure Website oder ein Resultat-Skript: Diese senden den Schlüssel
          als «Authorization: Bearer …» und handeln nur für euren Verein, nur mit den gewählten
          Berechtigungen. Die Schnittstelle ist unter{" "}
          <a className="underline" href="/api/docs">
            /api/docs
          </a>{" "}
          beschrieben.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <CreateKeyForm clubId={clubId} />
        {keys.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : keys.isError ? (
          <ErrorState
            message={errorMessage(keys.error, "Die API-Schlüssel konnten nicht geladen werden.")}
            onRetry={() => keys.refetch()}
            isRetrying={keys.isFetching}
          />
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-gray-600">Noch keine API-Schlüssel.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="API-Schlüssel">
            {keys.data.map((key) => (
              <li key={key.id}>
                <KeyRow clubId={clubId} apiKey={key} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function CreateKeyForm({ clubId }: { clubId: string }) {
  const create = useCreateApiKey(clubId);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>(["read"]);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const keyRef = useRef<HTMLInputElement>(null);
  const groupId = useId();
  const focusFirstInvalid = useFocusFirstInvalid();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = API_KEY_MESSAGES.name;
    if (scopes.length === 0) problems.scopes = API_KEY_MESSAGES.scopes;
    setFields(problems);
    if (Object.keys(problems).length > 0) return focusFirstInvalid(form);
    create.mutate(
      { name: name.trim(), scopes },
      {
        onSuccess: ({ key }) => {
          setCreated({ name: name.trim(), key });
          setName("");
          toast.success("API-Schlüssel erstellt");
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            setFields(error.fields);
            focusFirstInvalid(form);
          }
          toast.error("API-Schlüssel nicht erstellt", errorMessage(error, RETRY));
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="API-Schlüssel erstellen">
        <Field label="Name" hint="Wofür der Schlüssel ist, z. B. «Website Resultate»." error={fields.name}>
          <Input value={name} maxLength={80} autoComplete="off" onChange={(e) => setName(e.target.value)} />
        </Field>
        <fieldset aria-describedby={fields.scopes ? `${groupId}-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-gray-900">Berechtigungen</legend>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {API_KEY_SCOPES.map((scope, index) => (
              <li key={scope}>
                <label className="flex min-h-10 items-start gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-brand-700"
                    // The group's error is the fieldset's; its first box takes the focus for it.
                    aria-invalid={fields.scopes && index === 0 ? true : undefined}
                    checked={scopes.includes(scope)}
                    onChange={(e) =>
                      setScopes(e.target.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope))
                    }
                  />
                  <span>
                    <span className="font-medium">{API_KEY_SCOPE_LABELS[scope]}</span>
                    <span className="block text-gray-600">{API_KEY_SCOPE_DESCRIPTIONS[scope]}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {fields.scopes ? (
            <p id={`${groupId}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {fields.scopes}
            </p>
          ) : null}
        </fieldset>
        <div>
          <Button type="submit" loading={create.isPending}>
            <KeyRound aria-hidden="true" />
            Schlüssel erstellen
          </Button>
        </div>
      </form>
      {created ? (
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-3" aria-live="polite">
          <p className="text-sm font-medium text-gray-900">Neuer Schlüssel «{created.name}»:</p>
          <p className="mt-1 text-sm text-gray-700">
            Kopiere ihn jetzt: Er wird nur dieses eine Mal angezeigt. Wer ihn hat, handelt für euren Verein;
            gib ihn nicht weiter und widerrufe ihn, wenn er verloren geht.
          </p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <Input
              ref={keyRef}
              readOnly
              value={created.key}
              aria-label="Neuer API-Schlüssel"
              className="font-mono"
              onFocus={(e) => e.target.select()}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                void copyText(
                  created.key,
                  { copied: "Schlüssel kopiert", thing: "Schlüssel" },
                  keyRef.current,
                )
              }
            >
              <Copy aria-hidden="true" />
              Kopieren
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function KeyRow({ clubId, apiKey }: { clubId: string; apiKey: ApiKeyView }) {
  const confirm = useConfirm();
  const revoke = useRevokeApiKey(clubId);
  const isRevoked = apiKey.status === "revoked";

  async function handleRevoke() {
    const ok = await confirm({
      title: `Schlüssel «${apiKey.name}» widerrufen?`,
      description:
        "Programme mit diesem Schlüssel werden ab sofort abgewiesen. Das lässt sich nicht rückgängig machen.",
      confirmLabel: "Widerrufen",
    });
    if (!ok) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => toast.success("API-Schlüssel widerrufen"),
      onError: (error) => toast.error("Schlüssel nicht widerrufen", errorMessage(error, RETRY)),
    });
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
          <span className="break-words">{apiKey.name}</span>
          <Badge variant={STATUS_BADGES[apiKey.status]}>{API_KEY_STATUS_LABELS[apiKey.status]}</Badge>
        </p>
        <p className="mt-1 flex flex-wrap gap-1">
          <code className="text-xs text-gray-600">{apiKey.hint}</code>
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="muted">
              {API_KEY_SCOPE_LABELS[scope]}
            </Badge>
          ))}
        </p>
        <ul className="mt-1 text-sm text-gray-600" aria-label={`Verlauf von «${apiKey.name}»`}>
          <li>
            Erstellt am {formatDateTime(apiKey.createdAt)}
            {apiKey.createdBy ? ` von ${apiKey.createdBy}` : ""}
          </li>
          <li>
            {apiKey.lastUsedAt
              ? `Zuletzt verwendet am ${formatDateTime(apiKey.lastUsedAt)}`
              : "Noch nie verwendet"}
          </li>
          {apiKey.revokedAt ? (
            <li>
              Widerrufen am {formatDateTime(apiKey.revokedAt)}
              {apiKey.revokedBy ? ` von ${apiKey.revokedBy}` : ""}
            </li>
          ) : null}
          {apiKey.revokedReason ? (
            <li>Grund: {API_KEY_REVOCATION_REASON_LABELS[apiKey.revokedReason]}</li>
          ) : null}
          {apiKey.status === "dormant" ? <li>{API_KEY_MESSAGES.dormantHint}</li> : null}
        </ul>
      </div>
      {isRevoked ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void handleRevoke()}
          loading={revoke.isPending}
          aria-label={`Schlüssel «${apiKey.name}» widerrufen`}
        >
          <Trash2 aria-hidden="true" />
          Widerrufen
        </Button>
      )}
    </div>
  );
}

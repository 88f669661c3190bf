import { CalendarX, Goal, Menu, Plus, Settings, Shield, Square, Trash2, Trophy } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Avatar, ClubLogo, TeamLogo } from "./avatar.tsx";
import { Badge, LiveDot } from "./badge.tsx";
import { Button } from "./button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.tsx";
import {
  ConfirmDialog,
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.tsx";
import { DialogsProvider, useConfirm, usePrompt } from "./dialogs-provider.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu.tsx";
import { ImageUpload, imageFileValidator, useObjectUrl } from "./image-upload.tsx";
import { Field, Input, Textarea } from "./input.tsx";
import { Container, PageHeader } from "./page.tsx";
import { NativeSelect, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "./sheet.tsx";
import { EmptyState, ErrorState, LoadingState, Skeleton } from "./skeleton.tsx";
import { Spinner } from "./spinner.tsx";
import { Stat, StatGroup } from "./stat.tsx";
import { Switch } from "./switch.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";
import { toast } from "./toast.tsx";

const SAMPLE_LOGO =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M32 4 56 12v20c0 14-10 24-24 28C18 56 8 46 8 32V12z" fill="#116a42"/><path d="M32 14 46 19v13c0 8-6 15-14 18-8-3-14-10-14-18V19z" fill="#fff"/><circle cx="32" cy="32" r="7" fill="#dc2626"/></svg>',
  );

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-gray-200 py-6">
      <h2 className="text-lg font-bold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

/** Every design-system component in its states; mounted at a dev route (needs `<Toaster />` at the root). */
export function UiGallery() {
  return (
    <DialogsProvider>
      <Container className="pb-16">
        <PageHeader
          eyebrow="Entwicklung"
          title="UI-Bausteine"
          description="Alle Komponenten des Tschutti-Designsystems in ihren Zuständen."
          actions={
            <>
              <Button variant="outline">
                <Settings aria-hidden="true" />
                Einstellungen
              </Button>
              <Button>
                <Plus aria-hidden="true" />
                Neues Spiel
              </Button>
            </>
          }
        />
        <ButtonsSection />
        <BadgesSection />
        <AvatarsSection />
        <CardsSection />
        <FormsSection />
        <TabsSection />
        <DialogsSection />
        <ImageUploadSection />
        <StatesSection />
        <ToastsSection />
      </Container>
    </DialogsProvider>
  );
}

function ButtonsSection() {
  const [isSaving, setIsSaving] = useState(false);
  return (
    <Section title="Buttons">
      <div className="flex flex-wrap items-center gap-2">
        <Button>Primär</Button>
        <Button variant="secondary">Sekundär</Button>
        <Button variant="outline">Umriss</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">
          <Trash2 aria-hidden="true" />
          Löschen
        </Button>
        <Button variant="link">Link</Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm">Klein</Button>
        <Button size="md">Mittel</Button>
        <Button size="lg">Gross</Button>
        <Button size="icon" variant="outline" aria-label="Menü öffnen">
          <Menu aria-hidden="true" />
        </Button>
        <Button size="icon" variant="outline" aria-label="Speichern" loading />
        <Button disabled>Deaktiviert</Button>
        <Button loading>Speichern</Button>
        <Button
          variant="secondary"
          loading={isSaving}
          onClick={async () => {
            setIsSaving(true);
            await wait(1500);
            setIsSaving(false);
          }}
        >
          Klick: 1,5 s laden
        </Button>
        <Button asChild variant="outline">
          <a href="#gallery-cards">Als Link (asChild)</a>
        </Button>
      </div>
    </Section>
  );
}

function BadgesSection() {
  return (
    <Section title="Badges">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>Standard</Badge>
        <Badge variant="success">Beendet</Badge>
        <Badge variant="warning">Verschoben</Badge>
        <Badge variant="danger">Abgesagt</Badge>
        <Badge variant="live" />
        <Badge variant="live">Live 67′</Badge>
        <Badge variant="outline">2. Liga</Badge>
        <Badge variant="muted">Trainer</Badge>
        <Badge variant="accent">VS</Badge>
        <span className="inline-flex items-center gap-1.5 text-sm font-bold text-live-dark">
          <LiveDot /> 45+2′
        </span>
      </div>
    </Section>
  );
}

function AvatarsSection() {
  return (
    <Section title="Avatar und Logos">
      <div className="flex flex-wrap items-end gap-3">
        <Avatar name="Luca Meier" size="xs" />
        <Avatar name="Luca Meier" size="sm" />
        <Avatar name="Nina Keller" size="md" />
        <Avatar name="Élodie Favre" size="lg" />
        <Avatar name="Jonas Brunner" size="xl" shape="rounded" />
        <Avatar name="Kaputtes Bild" src="/nicht-vorhanden.png" size="lg" />
        <Avatar name="" size="md" />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ClubLogo name="FC Seefeld" src={SAMPLE_LOGO} size="lg" />
        <ClubLogo name="FC Seefeld" size="lg" />
        <TeamLogo name="SC Bümpliz" size="md" />
        <TeamLogo name="Zug 94" src={SAMPLE_LOGO} size="md" shape="circle" />
        <span className="flex items-center gap-2 font-semibold">
          <ClubLogo name="FC Wil" size="sm" decorative />
          FC Wil
        </span>
      </div>
    </Section>
  );
}

function CardsSection() {
  return (
    <Section title="Karten">
      <div id="gallery-cards" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <div className="flex items-center justify-between">
              <Badge variant="live" />
              <span className="text-sm font-bold tabular-nums text-live-dark">67′</span>
            </div>
          </CardHeader>
          <CardContent>
            <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-center">
              <div className="flex flex-col items-center gap-1.5">
                <TeamLogo name="FC Seefeld" src={SAMPLE_LOGO} size="lg" decorative />
                <span className="text-sm font-semibold">FC Seefeld</span>
              </div>
              <span className="text-4xl font-extrabold tabular-nums">2 : 1</span>
              <div className="flex flex-col items-center gap-1.5">
                <TeamLogo name="SC Bümpliz" size="lg" decorative />
                <span className="text-sm font-semibold">SC Bümpliz</span>
              </div>
            </div>
            <p className="mt-3 text-center text-sm text-gray-600">Sportplatz Lengg</p>
          </CardContent>
          <CardFooter className="justify-between">
            <Button variant="ghost" size="sm">
              Details anzeigen
            </Button>
            <Button variant="link" size="sm" asChild>
              <a href="#gallery-cards">Zum Live-Ticker</a>
            </Button>
          </CardFooter>
        </Card>
        <Card asChild interactive>
          <a href="#gallery-cards" className="flex items-center gap-3 p-4">
            <ClubLogo name="FC Seefeld" src={SAMPLE_LOGO} size="lg" decorative />
            <span className="flex flex-col">
              <span className="font-bold">FC Seefeld</span>
              <span className="text-sm text-gray-600">3 Mannschaften</span>
            </span>
          </a>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Luca Meier</CardTitle>
            <CardDescription>#9 · Sturm · Jahrgang 2001</CardDescription>
          </CardHeader>
          <CardContent>
            <StatGroup>
              <Stat label="Tore" value={12} icon={Goal} tone="brand" />
              <Stat label="Assists" value={7} />
              <Stat label="Gelb" value={3} icon={Square} tone="yellow" />
              <Stat label="Rot" value={0} icon={Square} tone="red" />
            </StatGroup>
            <StatGroup className="mt-3 flex gap-4">
              <Stat variant="compact" label="Spiele" value={18} />
              <Stat variant="compact" label="Minuten" value="1 420" />
            </StatGroup>
          </CardContent>
        </Card>
      </div>
    </Section>
  );
}

function FormsSection() {
  const [league, setLeague] = useState("");
  const [position, setPosition] = useState<string>();
  const [isNotifying, setIsNotifying] = useState(true);
  return (
    <Section title="Formulare">
      <form className="grid max-w-xl gap-4" noValidate onSubmit={(event) => event.preventDefault()}>
        <Field label="Vereinsname" required hint="So erscheint der Verein auf Tschutti.">
          <Input name="clubName" placeholder="FC Beispiel" autoComplete="organization" />
        </Field>
        <Field label="E-Mail" required error="Bitte gib eine gültige E-Mail-Adresse ein.">
          <Input type="email" defaultValue="falsch@" autoComplete="email" />
        </Field>
        <Field label="Gründungsjahr">
          <Input type="number" inputMode="numeric" defaultValue={1921} />
        </Field>
        <Field label="Beschreibung">
          <Textarea placeholder="Erzähle etwas über den Verein…" />
        </Field>
        <Field label="Liga" required error={league ? undefined : "Bitte wähle eine Liga."}>
          <NativeSelect
            value={league}
            onChange={(event) => setLeague(event.target.value)}
            placeholder="Liga wählen"
            required
            options={["1. Liga", "2. Liga interregional", "2. Liga", "3. Liga", "4. Liga", "5. Liga"]}
          />
        </Field>
        <Field label="Position (Radix Select)">
          <Select value={position} onValueChange={setPosition}>
            <SelectTrigger>
              <SelectValue placeholder="Position wählen" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="tor">Torhüter</SelectItem>
              <SelectItem value="verteidigung">Verteidigung</SelectItem>
              <SelectItem value="mittelfeld">Mittelfeld</SelectItem>
              <SelectItem value="sturm">Sturm</SelectItem>
            </SelectContent>
          </Select>
        </Field>
        <Field label="Deaktiviert">
          <Input disabled value="Nicht änderbar" readOnly />
        </Field>
        <Switch
          label="Benachrichtigungen"
          description="Bei Toren deiner Lieblingsteams benachrichtigen."
          checked={isNotifying}
          onCheckedChange={setIsNotifying}
        />
        <Switch label="Einstellung (Label zuerst)" labelFirst />
        <Switch label="Deaktiviert" disabled />
        <div className="flex gap-2">
          <Button type="submit">Speichern</Button>
          <Button type="reset" variant="outline">
            Zurücksetzen
          </Button>
        </div>
      </form>
    </Section>
  );
}

function TabsSection() {
  return (
    <Section title="Tabs">
      <Tabs defaultValue="teams">
        <TabsList aria-label="Vereinsbereiche">
          <TabsTrigger value="teams">
            <Shield aria-hidden="true" />
            Mannschaften
          </TabsTrigger>
          <TabsTrigger value="news">News</TabsTrigger>
          <TabsTrigger value="board">Vorstand</TabsTrigger>
          <TabsTrigger value="coaches">Trainer</TabsTrigger>
          <TabsTrigger value="schedule">Spielplan</TabsTrigger>
          <TabsTrigger value="table">
            <Trophy aria-hidden="true" />
            Tabelle
          </TabsTrigger>
          <TabsTrigger value="off" disabled>
            Gesperrt
          </TabsTrigger>
        </TabsList>
        <TabsContent value="teams">Inhalt Mannschaften (Pfeiltasten wechseln die Tabs).</TabsContent>
        <TabsContent value="news">Inhalt News.</TabsContent>
        <TabsContent value="board">Inhalt Vorstand.</TabsContent>
        <TabsContent value="coaches">Inhalt Trainer.</TabsContent>
        <TabsContent value="schedule">Inhalt Spielplan.</TabsContent>
        <TabsContent value="table">Inhalt Tabelle.</TabsContent>
      </Tabs>
    </Section>
  );
}

function DialogsSection() {
  const confirm = useConfirm();
  const prompt = usePrompt();
  const [isUploading, setIsUploading] = useState(false);
  const [lastAnswer, setLastAnswer] = useState("–");
  return (
    <Section title="Dialoge und Drawer">
      <div className="flex flex-wrap gap-2">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Dialog öffnen</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Mannschaft bearbeiten</DialogTitle>
              <DialogDescription>Name, Kanton und Liga der Mannschaft.</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <Field label="Name" required>
                <Input defaultValue="FC Seefeld a" />
              </Field>
              <Field label="Kanton">
                <NativeSelect defaultValue="ZH" options={["ZH", "BE", "LU", "ZG", "SG"]} />
              </Field>
              <Button variant="outline" onClick={() => setIsUploading((value) => !value)}>
                Upload simulieren: {isUploading ? "läuft" : "aus"}
              </Button>
              <ImageUpload aspect="wide" label="Mannschaftsbild" uploading={isUploading} onFile={() => {}} />
              {[1, 2, 3, 4, 5, 6].map((line) => (
                <p key={line} className="text-sm text-gray-600">
                  Fülltext zum Scrollen, Zeile {line}.
                </p>
              ))}
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Abbrechen</Button>
              </DialogClose>
              <Button disabled={isUploading}>Speichern</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Dialog mit Upload (sperrt Schliessen)</Button>
          </DialogTrigger>
          <UploadLockedDialogContent />
        </Dialog>
        <ConfirmDialog
          trigger={<Button variant="danger">ConfirmDialog</Button>}
          title="Trainer löschen"
          description="Der Trainer wird gelöscht. Dies kann nicht rückgängig gemacht werden."
          onConfirm={async () => {
            await wait(1200);
            toast.success("Trainer wurde gelöscht");
          }}
        />
        <Button
          variant="outline"
          onClick={async () => {
            const isConfirmed = await confirm({
              title: "Mannschaft löschen?",
              description: "Die Mannschaft wird gelöscht. Dies kann nicht rückgängig gemacht werden.",
            });
            setLastAnswer(`confirm → ${isConfirmed}`);
          }}
        >
          useConfirm()
        </Button>
        <Button
          variant="outline"
          onClick={async () => {
            const reason = await prompt({
              title: "Spiel absagen",
              label: "Grund der Absage",
              multiline: true,
              confirmLabel: "Spiel absagen",
            });
            setLastAnswer(`prompt → ${JSON.stringify(reason)}`);
          }}
        >
          usePrompt() Text
        </Button>
        <Button
          variant="outline"
          onClick={async () => {
            const minutes = await prompt({
              title: "Nachspielzeit",
              description: "Wie viele Minuten werden nachgespielt?",
              label: "Minuten",
              inputType: "number",
              defaultValue: 2,
              min: 0,
              max: 30,
              confirmLabel: "Übernehmen",
            });
            setLastAnswer(`prompt → ${JSON.stringify(minutes)}`);
          }}
        >
          usePrompt() Zahl
        </Button>
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="outline">Drawer unten</Button>
          </SheetTrigger>
          <SheetContent side="bottom">
            <SheetHeader>
              <SheetTitle>Menü</SheetTitle>
              <SheetDescription>Verein</SheetDescription>
            </SheetHeader>
            <nav aria-label="Navigation" className="flex flex-col">
              {["Home", "Ranking", "Vereine", "Spielplan", "Live-Ticker"].map((item) => (
                <a
                  key={item}
                  href="#gallery-cards"
                  className="rounded-lg px-3 py-3 font-medium hover:bg-gray-100"
                >
                  {item}
                </a>
              ))}
            </nav>
          </SheetContent>
        </Sheet>
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="outline">Drawer links</Button>
          </SheetTrigger>
          <SheetContent side="left" aria-describedby={undefined}>
            <SheetHeader>
              <SheetTitle>Vereinsverwaltung</SheetTitle>
            </SheetHeader>
            <nav aria-label="Vereinsverwaltung" className="flex flex-col">
              {["Übersicht", "Vereinsinfo", "Mannschaften", "Spieler", "Trainer", "Vorstand", "News"].map(
                (item) => (
                  <a
                    key={item}
                    href="#gallery-cards"
                    className="rounded-lg px-3 py-2.5 font-medium hover:bg-gray-100"
                  >
                    {item}
                  </a>
                ),
              )}
            </nav>
          </SheetContent>
        </Sheet>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="rounded-full!" aria-label="Konto-Menü">
              <Avatar name="Nina Keller" size="sm" decorative />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>
              <span className="block font-semibold">Nina Keller</span>
              <span className="block text-gray-600">nina@example.ch</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem>Mein Profil</DropdownMenuItem>
            <DropdownMenuItem>Vereinsverwaltung</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem destructive>Abmelden</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <p className="text-sm text-gray-600">
        Letzte Antwort: <output className="font-mono">{lastAnswer}</output>
      </p>
    </Section>
  );
}

function UploadLockedDialogContent() {
  const [isUploading, setIsUploading] = useState(false);
  const [src, setSrc] = useState<string | null>(null);
  return (
    <DialogContent preventClose={isUploading}>
      <DialogHeader>
        <DialogTitle>Trainer hinzufügen</DialogTitle>
        <DialogDescription>Während des Uploads lässt sich der Dialog nicht schliessen.</DialogDescription>
      </DialogHeader>
      <DialogBody>
        <ImageUpload
          label="Trainerbild"
          aspect="portrait"
          src={src}
          uploading={isUploading}
          validate={imageFileValidator()}
          onFile={async () => {
            setIsUploading(true);
            await wait(2500);
            setSrc(SAMPLE_LOGO);
            setIsUploading(false);
          }}
          onRemove={() => setSrc(null)}
        />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Abbrechen</Button>
        </DialogClose>
        <Button disabled={isUploading}>Speichern</Button>
      </DialogFooter>
    </DialogContent>
  );
}

function ImageUploadSection() {
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  return (
    <Section title="Bild-Upload">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <ImageUpload
          label="Vereinslogo"
          src={SAMPLE_LOGO}
          fit="contain"
          alt="Vereinslogo"
          onFile={() => {}}
        />
        <ImageUpload
          label="Spielerbild (Vorschau vor Upload)"
          aspect="portrait"
          src={preview}
          validate={imageFileValidator()}
          onFile={setFile}
          onRemove={() => setFile(null)}
          hint="JPG, PNG oder WebP, höchstens 5 MB."
        />
        <ImageUpload label="Wird hochgeladen" src={SAMPLE_LOGO} fit="contain" uploading onFile={() => {}} />
        <ImageUpload
          label="Mit Fehler"
          aspect="wide"
          error="Fehler beim Hochladen des Bildes"
          onFile={() => {}}
        />
      </div>
    </Section>
  );
}

function StatesSection() {
  return (
    <Section title="Lade-, Leer- und Fehlerzustände">
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <LoadingState label="Spiele werden geladen…" />
        </Card>
        <ErrorState message="Die Mannschaften konnten nicht geladen werden." onRetry={() => {}} />
        <EmptyState
          icon={CalendarX}
          title="Keine Spiele geplant"
          description="Sobald ein Spiel erfasst ist, erscheint es hier."
          action={
            <Button size="sm">
              <Plus aria-hidden="true" />
              Spiel erfassen
            </Button>
          }
        />
        <Card className="flex flex-col gap-3 p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-12 rounded-full!" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-24" />
          <div className="flex items-center gap-2 text-sm text-gray-600">
            <Spinner size="sm" /> Spinner klein
          </div>
        </Card>
      </div>
    </Section>
  );
}

function ToastsSection() {
  return (
    <Section title="Toasts">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => toast.success("Bild wurde aktualisiert")}>
          Erfolg
        </Button>
        <Button
          variant="outline"
          onClick={() => toast.error("Die Mannschaft konnte nicht gespeichert werden", "Name fehlt.")}
        >
          Fehler
        </Button>
        <Button variant="outline" onClick={() => toast.info("Das Spiel beginnt in 10 Minuten")}>
          Info
        </Button>
        <Button variant="outline" onClick={() => toast.warning("Verbindung unterbrochen")}>
          Warnung
        </Button>
      </div>
    </Section>
  );
}

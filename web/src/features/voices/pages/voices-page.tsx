import {
  EMOJI_LABELS,
  EMOJI_POLICIES,
  PERSON_LABELS,
  PHRASE_PLACEMENTS,
  PLACEMENT_LABELS,
  PLATFORM_LABELS,
  PLATFORMS,
  SPELLING_LABELS,
  SPELLING_LOCALES,
  TITLE_CASE_LABELS,
  TITLE_CASES,
  TONE_LABELS,
  TONES,
  VOICE_PREVIEW_PRODUCT,
  VOICE_PERSONS,
  type GenerationResult,
  type Platform,
  type Voice,
  type VoiceProfile,
  type VoiceSaveInput,
} from "@shopscript/contracts";
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { RequireUser } from "../../auth/components/require-user";
import { Field } from "../../shared/field";
import { previewVoice, useDeleteVoice, useLearnVoice, useSaveVoice, useVoices } from "../api/voices";

/** The editor's state: the profile's lists as the lines a seller types ("cheap => affordable"). */
interface Draft {
  name: string;
  baseTone: VoiceProfile["baseTone"];
  banned: string;
  required: string;
  placement: (typeof PHRASE_PLACEMENTS)[number];
  preferred: string;
  spelling: VoiceProfile["spelling"];
  person: VoiceProfile["person"];
  emoji: VoiceProfile["emoji"];
  min: string;
  max: string;
  titleCase: VoiceProfile["titleCase"];
  about: string;
  isDefault: boolean;
}

const EMPTY: Draft = {
  name: "",
  baseTone: "professional",
  banned: "",
  required: "",
  placement: "description-end",
  preferred: "",
  spelling: "us",
  person: "neutral",
  emoji: "never",
  min: "6",
  max: "10",
  titleCase: "title",
  about: "",
  isDefault: false,
};

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

function toDraft(voice: VoiceProfile & { isDefault?: boolean }): Draft {
  return {
    name: voice.name,
    baseTone: voice.baseTone,
    banned: voice.bannedPhrases.map((b) => (b.replacement ? `${b.phrase} => ${b.replacement}` : b.phrase)).join("\n"),
    required: voice.requiredPhrases.map((r) => r.phrase).join("\n"),
    placement: voice.requiredPhrases[0]?.placement ?? "description-end",
    preferred: voice.preferredTerms.map((p) => `${p.use}: ${p.insteadOf.join(", ")}`).join("\n"),
    spelling: voice.spelling,
    person: voice.person,
    emoji: voice.emoji,
    min: String(voice.readingLevel.min),
    max: String(voice.readingLevel.max),
    titleCase: voice.titleCase,
    about: voice.about,
    isDefault: voice.isDefault ?? false,
  };
}

function toSave(draft: Draft): VoiceSaveInput {
  return {
    name: draft.name,
    baseTone: draft.baseTone,
    bannedPhrases: lines(draft.banned).map((line) => {
      const [phrase, replacement] = line.split("=>").map((part) => part.trim());
      return { phrase: phrase ?? "", ...(replacement ? { replacement } : {}) };
    }),
    requiredPhrases: lines(draft.required).map((phrase) => ({ phrase, placement: draft.placement })),
    preferredTerms: lines(draft.preferred).map((line) => {
      const [use, others = ""] = line.split(":");
      return { use: (use ?? "").trim(), insteadOf: others.split(",").map((w) => w.trim()).filter(Boolean) };
    }),
    spelling: draft.spelling,
    person: draft.person,
    emoji: draft.emoji,
    readingLevel: { min: Number(draft.min), max: Number(draft.max) },
    titleCase: draft.titleCase,
    about: draft.about,
    isDefault: draft.isDefault,
  };
}

/** The server names nested fields by path ("bannedPhrases.0.phrase"): shown under the box that holds them. */
function fieldErrorsOf(err: unknown): Record<string, string> {
  const fields = err instanceof ApiError ? err.body?.fields : undefined;
  if (!fields) return {};
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = path.split(".")[0]!;
    out[key] ??= message;
  }
  return out;
}

function Select<T extends string>({ id, label, value, options, labels, onChange }: { id: string; label: string; value: T; options: readonly T[]; labels: Record<T, string>; onChange(v: T): void }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function LearnCard({ onProposal }: { onProposal(draft: Draft, summary: string): void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const learn = useLearnVoice();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const examples = text
      .split(/^\s*---\s*$/m)
      .map((e) => e.trim())
      .filter(Boolean);
    learn.mutate(
      { examples },
      {
        onSuccess: ({ proposal, evidence }) =>
          onProposal(
            toDraft(proposal),
            `Read ${evidence.examples} listings: ${evidence.averageSentenceWords} words a sentence, grade ${evidence.gradeLevel}, ` +
              `${evidence.ukSpellings.length ? `UK spellings (${evidence.ukSpellings.join(", ")})` : "US spelling"}, ` +
              `“we” ${evidence.weCount}×, “you” ${evidence.youCount}×.`,
          ),
        onError: (err) => setError(fieldErrorsOf(err).examples ?? errorMessage(err, "Could not read the listings.")),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Learn from your listings</CardTitle>
        <CardDescription>Paste 3 to 10 of your best listings, with a line of three dashes (---) between them. Nothing is stored until you save.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-3" aria-label="Learn a voice from your listings">
          <Field id="examples" label="Your listings" error={error ?? undefined}>
            <Textarea id="examples" rows={8} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? "examples-error" : undefined} />
          </Field>
          <Button type="submit" variant="outline" disabled={learn.isPending}>
            {learn.isPending ? <Spinner label="Reading…" /> : "Propose a voice"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function Preview({ draft }: { draft: Draft }) {
  const [platform, setPlatform] = useState<Platform>("etsy");
  const [result, setResult] = useState<GenerationResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const body = JSON.stringify(toSave(draft));
  // Live: the sample is rewritten a moment after the seller stops typing (the built-in writer, unsaved).
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const { isDefault: _d, ...voice } = JSON.parse(body) as VoiceSaveInput;
      previewVoice({ voice: { ...voice, name: voice.name || "Preview" }, platform }, controller.signal)
        .then((answer) => {
          setResult(answer);
          setProblem(null);
        })
        .catch((err: unknown) => {
          if (!controller.signal.aborted) setProblem(Object.values(fieldErrorsOf(err))[0] ?? errorMessage(err, "The preview could not be written."));
        });
    }, 500);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body, platform]);
  const voiceChecks = result?.checks.filter((c) => c.id.startsWith("voice:")) ?? [];
  return (
    <Card aria-labelledby="preview-title">
      <CardHeader>
        <CardTitle as="h2" id="preview-title">
          Live preview
        </CardTitle>
        <CardDescription>
          A sample product ({VOICE_PREVIEW_PRODUCT.productName}: {VOICE_PREVIEW_PRODUCT.keywords}) in this voice.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="max-w-xs">
          <Select id="preview-platform" label="Preview on" value={platform} options={PLATFORMS} labels={PLATFORM_LABELS} onChange={setPlatform} />
        </div>
        {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
        {result ? (
          <div data-testid="voice-preview" className="space-y-3 text-sm">
            <p className="font-semibold break-words">{String(result.listing.title ?? "")}</p>
            <p className="whitespace-pre-line break-words">{String(result.listing.description ?? result.listing.bodyHtml ?? "").replace(/<[^>]+>/g, "")}</p>
            {result.notices?.voice ? <p className="text-muted-foreground">{result.notices.voice}</p> : null}
            <ul className="space-y-1" aria-label="Voice checks">
              {voiceChecks.map((c) => (
                <li key={c.id}>
                  <span className={c.passed ? "text-foreground" : "text-destructive"}>{c.passed ? "✓" : "✗"}</span> {c.label}
                  {c.detail ? <span className="text-muted-foreground"> · {c.detail}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : problem ? null : (
          <Spinner label="Writing the preview…" />
        )}
      </CardContent>
    </Card>
  );
}

function Editor({ editing, draft, setDraft, onSaved, onNew }: { editing: Voice | null; draft: Draft; setDraft(d: Draft): void; onSaved(v: Voice): void; onNew(): void }) {
  const save = useSaveVoice();
  const remove = useDeleteVoice();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { id: editing?.id, voice: toSave(draft) },
      {
        onSuccess: (voice) => {
          toast({ title: "Voice saved" });
          onSaved(voice);
        },
        onError: (err) => {
          const fields = fieldErrorsOf(err);
          setErrors(Object.keys(fields).length ? fields : { form: errorMessage(err, "Could not save the voice.") });
        },
      },
    );
  };
  const aria = (id: string) => (errors[id] ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {});
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{editing ? `Edit “${editing.name}”` : "New voice"}</CardTitle>
        <CardDescription>Marketplace rules win over your voice: a required phrase that would break a title's limit goes at the end of the description, a word a marketplace bans is never added, and Amazon, Walmart and Target keep US spelling.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" aria-label="Voice rules">
          <Field id="name" label="Voice name" error={errors.name}>
            <Input id="name" value={draft.name} onChange={(e) => set("name")(e.target.value)} maxLength={80} {...aria("name")} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Select id="baseTone" label="Base tone" value={draft.baseTone} options={TONES} labels={TONE_LABELS} onChange={set("baseTone")} />
            <Select id="spelling" label="Spelling" value={draft.spelling} options={SPELLING_LOCALES} labels={SPELLING_LABELS} onChange={set("spelling")} />
            <Select id="person" label="Person" value={draft.person} options={VOICE_PERSONS} labels={PERSON_LABELS} onChange={set("person")} />
            <Select id="emoji" label="Emoji" value={draft.emoji} options={EMOJI_POLICIES} labels={EMOJI_LABELS} onChange={set("emoji")} />
            <Select id="titleCase" label="Title capitalisation" value={draft.titleCase} options={TITLE_CASES} labels={TITLE_CASE_LABELS} onChange={set("titleCase")} />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Reading level (Flesch-Kincaid grade)</legend>
              <div className="flex items-center gap-2">
                <Label htmlFor="reading-min" className="sr-only">
                  Lowest grade
                </Label>
                <Input id="reading-min" type="number" min={1} max={16} value={draft.min} onChange={(e) => set("min")(e.target.value)} className="w-20" />
                <span aria-hidden>to</span>
                <Label htmlFor="reading-max" className="sr-only">
                  Highest grade
                </Label>
                <Input id="reading-max" type="number" min={1} max={16} value={draft.max} onChange={(e) => set("max")(e.target.value)} className="w-20" />
              </div>
              {errors.readingLevel ? (
                <p className="text-sm font-medium text-destructive">{errors.readingLevel}</p>
              ) : null}
            </fieldset>
          </div>
          <Field id="banned" label="Banned words" hint="One a line. “cheap => affordable” says the replacement; a word alone is left out." error={errors.bannedPhrases}>
            <Textarea id="banned" rows={3} value={draft.banned} onChange={(e) => set("banned")(e.target.value)} {...(errors.bannedPhrases ? { "aria-invalid": true, "aria-describedby": "banned-error" } : {})} />
          </Field>
          <Field id="required" label="Required phrases" hint="One a line, word for word, e.g. Handmade in Maine." error={errors.requiredPhrases}>
            <Textarea id="required" rows={2} value={draft.required} onChange={(e) => set("required")(e.target.value)} {...(errors.requiredPhrases ? { "aria-invalid": true, "aria-describedby": "required-error" } : {})} />
          </Field>
          <Select id="placement" label="Where required phrases go" value={draft.placement} options={PHRASE_PLACEMENTS} labels={PLACEMENT_LABELS} onChange={set("placement")} />
          <Field id="preferred" label="Preferred terms" hint="One a line: the word you use, a colon, the words it replaces (tee: t-shirt, tshirt)." error={errors.preferredTerms}>
            <Textarea id="preferred" rows={2} value={draft.preferred} onChange={(e) => set("preferred")(e.target.value)} {...(errors.preferredTerms ? { "aria-invalid": true, "aria-describedby": "preferred-error" } : {})} />
          </Field>
          <Field id="about" label="About the brand" hint="Helps choose among true phrasings. Never used as a fact about a product." error={errors.about}>
            <Textarea id="about" rows={2} maxLength={600} value={draft.about} onChange={(e) => set("about")(e.target.value)} />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={draft.isDefault} onChange={(e) => set("isDefault")(e.target.checked)} />
            Use this voice by default
          </label>
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner label="Saving…" /> : "Save voice"}
            </Button>
            {editing ? (
              <>
                <Button asChild variant="outline">
                  <Link href={`/generator?voice=${editing.id}`}>Use in the generator</Link>
                </Button>
                <Button
                  variant="outline"
                  onClick={() =>
                    remove.mutate(editing.id, {
                      onSuccess: () => {
                        toast({ title: "Voice deleted" });
                        onNew();
                      },
                    })
                  }
                >
                  Delete
                </Button>
              </>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function VoicesScreen() {
  const { data } = useVoices();
  const [editing, setEditing] = useState<Voice | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [learned, setLearned] = useState<string | null>(null);
  const voices = data?.voices ?? [];
  const open = (voice: Voice | null) => {
    setEditing(voice);
    setDraft(voice ? toDraft(voice) : EMPTY);
    setLearned(null);
  };
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="Your voices" className="space-y-2">
        <h2 className="text-lg font-semibold">Your voices</h2>
        {voices.length ? (
          <ul className="space-y-1">
            {voices.map((v) => (
              <li key={v.id}>
                <Button variant={editing?.id === v.id ? "default" : "ghost"} className="w-full justify-start" onClick={() => open(v)} aria-current={editing?.id === v.id ? "true" : undefined}>
                  {v.name}
                  {v.isDefault ? <Badge variant="secondary">Default</Badge> : null}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No voices yet.</p>
        )}
        <Button variant="outline" className="w-full" onClick={() => open(null)}>
          New voice
        </Button>
      </nav>
      <div className="min-w-0 space-y-6">
        {!editing ? (
          <LearnCard
            onProposal={(proposal, summary) => {
              setDraft(proposal);
              setLearned(summary);
            }}
          />
        ) : null}
        {learned ? (
          <p role="status" className="rounded-md border border-border p-3 text-sm">
            {learned} Check the proposal below, edit it and save.
          </p>
        ) : null}
        <div className="grid gap-6 xl:grid-cols-2">
          <Editor editing={editing} draft={draft} setDraft={setDraft} onSaved={(v) => open(v)} onNew={() => open(null)} />
          <Preview draft={draft} />
        </div>
      </div>
    </div>
  );
}

/** /voices: a seller's brand voices (issue 31), learned from their listings, edited, previewed, used. */
export default function VoicesPage() {
  return (
    <section className="container-page space-y-6 py-10 sm:py-12">
      <PageTitle description="Your brand voice: banned and required words, spelling, person and reading level that every listing follows.">Brand voices</PageTitle>
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Brand voices</h1>
        <p className="mt-2 text-muted-foreground">Your style guide: words you never use, lines you always use, your spelling and person. Every listing follows it, and the checker enforces it.</p>
      </div>
      <RequireUser>
        <VoicesScreen />
      </RequireUser>
    </section>
  );
}

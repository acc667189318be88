import { LISTING_RULES, type ListingField, type Platform, type Tone } from "@shopscript/contracts";
import { maxKeywordRepeats, planKeywords } from "../keyword-policy";
import { capitalise } from "../text-tools";
import type { CareLine } from "./categories";
import { FieldText, SentenceRegistry } from "./composer";
import { bulletLines, nounPhraseOf, pairLine, plainBullet, proseLines, specLine, type LineContext } from "./feature-lines";
import { fill, joinList, sentence, type Voice } from "./grammar";
import type { Feature, Profile } from "./product-profile";
import { mapLazy } from "./lazy";
import { createRng, rotateBy, type Rng } from "./prng";
import { TONE_LINES, type ToneLines } from "./tone-lines";

/** Lines that say one piece of content (a job, a care line) in different words; it is said once. */
export interface BlockGroup {
  kind: string;
  content: string;
  lines: Iterable<string>;
}

// The state of one listing being written: who is writing (tone), for where (platform), which variant,
// and what has been said so far. Field builders ask it for sentences; it answers with candidates in
// this variant's order and remembers what it used, so nothing is said twice.

const SHAPE_ORDER: Record<Tone, Feature["shape"][]> = {
  technical: ["spec", "material", "adj", "np", "clause", "finish", "type", "style", "for", "gift", "statement"],
  professional: ["type", "np", "adj", "clause", "material", "spec", "finish", "style", "for", "gift", "statement"],
  casual: ["adj", "clause", "np", "type", "style", "finish", "spec", "material", "for", "gift", "statement"],
  luxury: ["material", "finish", "np", "adj", "style", "clause", "type", "spec", "for", "gift", "statement"],
};

export class Copywriter {
  readonly lines: ToneLines;
  readonly voice: Voice;
  readonly registry = new SentenceRegistry();
  readonly rng: Rng;
  /** Keywords the listing must contain (those the platform does not ban). */
  readonly keywords: string[];
  private readonly usedTails = new Set<string>();
  /** Benefit phrases already said: two features sharing a benefit must not share its words. */
  private readonly usedPhrases = new Set<string>();

  constructor(
    readonly profile: Profile,
    readonly tone: Tone,
    readonly platform: Platform,
    readonly variant: number,
    seed: number,
    keywords: readonly string[],
  ) {
    this.lines = TONE_LINES[tone];
    this.voice = { plural: profile.plural, contractions: this.lines.contractions, noun: profile.noun };
    this.rng = createRng(seed);
    this.keywords = planKeywords(keywords, LISTING_RULES[platform])
      .filter((p) => !p.skipped)
      .map((p) => p.keyword);
  }

  get rules() {
    return LISTING_RULES[this.platform];
  }

  /** A growing field with this listing's keyword budget and the field's own length limit. */
  field(field: ListingField, maxChars = field.maxChars ?? Infinity): FieldText {
    const banned = {
      phrases: [...this.rules.bannedPhrases, ...(field.bannedPhrases ?? [])],
      chars: [...(field.key === "title" ? this.rules.bannedChars : []), ...(field.bannedChars ?? [])],
    };
    return new FieldText(this.keywords, maxKeywordRepeats(field), this.registry, maxChars, banned);
  }

  /** The product as the subject of an opening: "the Oak Board", or the name itself when it starts with "The". */
  get theName(): string {
    const name = this.profile.brand && !this.profile.name.toLowerCase().includes(this.profile.brand.toLowerCase()) ? `${this.profile.brand} ${this.profile.name}` : this.profile.name;
    return /^the\s/i.test(name) ? name : `the ${name}`;
  }

  fill(template: string, vars: Record<string, string> = {}): string {
    return fill(template, this.voice, { Name: this.profile.name, theName: this.theName, TheName: capitalise(this.theName), ...vars });
  }

  /** Features that carry the copy, in this tone's order (seller's order within a shape). */
  private body: Feature[] | undefined;

  get bodyFeatures(): Feature[] {
    return (this.body ??= this.orderBody());
  }

  private orderBody(): Feature[] {
    const order = SHAPE_ORDER[this.tone];
    const banned = this.rules.bannedPhrases.map((p) => p.toLowerCase());
    // "small dogs" and "medium dogs" are one statement: "It is made for small dogs and medium dogs."
    const audiences = this.profile.features.filter((f) => f.shape === "for" && !/^(for|suitable|ideal|great|perfect|designed|made|built|safe|ages?)\b/i.test(f.text) && !/\d/.test(f.text));
    const merged: Feature[] =
      audiences.length > 1
        ? [...this.profile.features.filter((f) => !audiences.includes(f)), { ...audiences[0]!, text: joinList(audiences.map((f) => f.text)) }]
        : this.profile.features;
    return merged
      .filter((f) => f.shape !== "context" && !banned.some((p) => f.text.toLowerCase().includes(p)))
      .map((f, i) => ({ f, i }))
      .sort((a, b) => {
        const benefitFirst = this.tone === "technical" ? 0 : Number(!!b.f.benefit) - Number(!!a.f.benefit);
        return benefitFirst || order.indexOf(a.f.shape) - order.indexOf(b.f.shape) || a.i - b.i;
      })
      .map(({ f }) => f);
  }

  get hasGiftFeature(): boolean {
    return this.profile.features.some((f) => f.shape === "gift");
  }

  get contexts(): Feature[] {
    return this.profile.features.filter((f) => f.shape === "context");
  }

  lineContext(f: Feature): LineContext {
    const index = Math.max(0, this.profile.features.findIndex((x) => x.text === f.text || f.text.startsWith(x.text)));
    return {
      tone: this.tone,
      voice: this.voice,
      profile: this.profile,
      turn: this.variant + index,
      isFresh: (phrase) => !this.usedPhrases.has(phrase.toLowerCase()),
    };
  }

  private readonly filled = new Map<string, string>();

  /** A template filled with the product's pronouns only, cached: the same phrases are checked often. */
  private filledOnce(template: string): string {
    let out = this.filled.get(template);
    if (out === undefined) this.filled.set(template, (out = fill(template, this.voice)));
    return out;
  }

  /** Records which of the feature's benefit phrases the chosen text used. */
  noteUsed(chosen: string, f?: Feature): void {
    this.noteTailUsed(chosen);
    if (!f?.benefit) return;
    const lower = chosen.toLowerCase();
    for (const t of [...f.benefit.gains, ...f.benefit.results, ...(f.benefit.lux ?? [])]) {
      const phrase = this.filledOnce(t).toLowerCase();
      if (lower.includes(phrase)) this.usedPhrases.add(phrase);
    }
  }

  /** Plain-feature tails are a voice's seasoning: each is used once at most. */
  private freshTails(): string[] {
    return rotateBy(this.lines.plainTails, this.variant).filter((t) => !this.usedTails.has(t));
  }

  proseFor(f: Feature, rich = false): Iterable<string> {
    const tails = this.freshTails().map((t) => this.filledOnce(t));
    return proseLines(f, this.lineContext(f), tails, rich);
  }

  private noteTailUsed(text: string): void {
    for (const t of this.lines.plainTails) if (text.includes(this.filledOnce(t).trim().replace(/^[,.]\s*/, ""))) this.usedTails.add(t);
  }

  bulletsFor(f: Feature): Iterable<string> {
    return f.benefit ? bulletLines(f, this.lineContext(f)) : plainBullet(f, this.lineContext(f));
  }

  /** Two features with nothing to add, said together. */
  pairFor(a: Feature, b: Feature): string | undefined {
    return pairLine(a, b, this.lineContext(a));
  }

  /**
   * Features with no benefit to tell, gathered into one list item ("Key Details – It holds 750 ml and
   * is made from stainless steel."), so five bullets are not spent on one fact each.
   */
  plainGroup(features: readonly Feature[]): string[] {
    if (!features.length) return [];
    if (this.tone === "technical") return [`Specifications – ${features.map(specLine).join("; ")}`];
    const sentences: string[] = [];
    for (let i = 0; i < features.length; i += 2) {
      const a = features[i]!;
      const b = features[i + 1];
      const pair = b ? this.pairFor(a, b) : undefined;
      if (pair) sentences.push(pair);
      else for (const f of b ? [a, b] : [a]) sentences.push(plainBullet(f, this.lineContext(f)).find((l) => /[.]$/.test(l)) ?? `${specLine(f)}.`);
    }
    const body = sentences.join(" ");
    return this.tone === "professional" ? [`Key Details – ${body}`] : [body];
  }

  specLines(): string[] {
    const fromFeatures = this.profile.features.filter((f) => f.shape === "spec" || f.shape === "material").map(specLine);
    const extra = this.profile.extraSpecs.map((s) => `${s.label}: ${s.text}`);
    const materials = this.profile.materials
      .filter((m) => !this.profile.features.some((f) => f.shape === "material" && f.text.toLowerCase() === m.toLowerCase()))
      .map((m) => `Material: ${m}`);
    return [...fromFeatures, ...extra, ...materials];
  }

  /** Noun phrases for an opening or a meta description: two or three features that read as a list. */
  featureList(max = 3): string[] {
    const name = this.profile.name.toLowerCase();
    return this.bodyFeatures
      .filter((f) => !name.includes(f.text.toLowerCase()))
      .map((f) => nounPhraseOf(f, this.profile, this.tone))
      .filter((np): np is string => !!np)
      .slice(0, max);
  }

  /** Where it is used: the seller's contexts first ("at the gym"), then the category's. */
  scenes(max = 3): string[] {
    const own = this.contexts.map((f) => f.scene!);
    const category = rotateBy(this.profile.category.scenes, this.variant).filter((s) => !own.includes(s));
    return [...own, ...category].slice(0, Math.max(max, own.length));
  }

  /** Which template wrote a line, so a used template goes to the back of the queue. */
  private readonly lineTemplates = new Map<string, string>();
  private readonly usedTemplates = new Set<string>();

  /** The templates in this variant's order, those not yet used in the listing first. */
  private rotated(kind: string, templates: readonly string[]): string[] {
    const offset = this.variant + (this.blockSeeds.get(kind) ?? this.seedFor(kind));
    const order = rotateBy(templates, offset);
    return [...order.filter((t) => !this.usedTemplates.has(t)), ...order.filter((t) => this.usedTemplates.has(t))];
  }

  private readonly blockSeeds = new Map<string, number>();

  private seedFor(kind: string): number {
    const seed = this.rng.int(4);
    this.blockSeeds.set(kind, seed);
    return seed;
  }

  /** Renders templates into sentences, remembering which template made which sentence. */
  private *render(kind: string, templates: readonly string[], vars: Record<string, string> = {}, order?: (a: string, b: string) => number): Generator<string> {
    const rotated = this.rotated(kind, templates);
    for (const t of order ? rotated.sort(order) : rotated) {
      const line = sentence(this.fill(t, vars));
      this.lineTemplates.set(line, t);
      yield line;
    }
  }

  /** Content already said in this listing (a job, an audience pair, a care line): said once only. */
  private readonly usedContent = new Set<string>();

  isUsed(kind: string, content: string): boolean {
    return this.usedContent.has(`${kind}|${content}`);
  }

  markUsed(kind: string, content: string, line?: string): void {
    this.usedContent.add(`${kind}|${content}`);
    const template = line && [...this.lineTemplates].find(([l]) => line.includes(l))?.[1];
    if (template) this.usedTemplates.add(template);
  }

  private groups(kind: string, contents: readonly string[], lines: (content: string) => Iterable<string>): BlockGroup[] {
    return contents.filter((c) => !this.isUsed(kind, c)).map((content) => ({ kind, content, lines: lines(content) }));
  }

  opening(): BlockGroup[] {
    const list = this.featureList(this.tone === "technical" ? 4 : 3);
    const scene = this.scenes(1)[0] ?? "everyday use";
    const mood = this.fill(rotateBy(this.profile.category.moods, this.variant)[0] ?? "the everyday");
    const vars = { list: joinList(list), scene, mood };
    // The opening rotates by variant alone, so "Regenerate" always leads with a different line.
    const withList = list.length >= 2 ? rotateBy(this.lines.openings, this.variant) : [];
    const plain = rotateBy(this.lines.plainOpenings, this.variant);
    return this.groups("opening", ["opening"], () => mapLazy([...withList, ...plain], (t) => sentence(this.fill(t, vars))));
  }

  /** Scene sets: the seller's contexts with the category's first scenes, then the rest of the category's. */
  private sceneSets(): string[][] {
    const own = this.contexts.map((f) => f.scene!);
    const category = rotateBy(this.profile.category.scenes, this.variant).filter((s) => !own.includes(s));
    const first = [...own, ...category].slice(0, Math.max(3, own.length));
    const rest = category.filter((s) => !first.includes(s));
    return [first, ...(rest.length >= 2 ? [rest.slice(0, 3)] : [])].filter((set) => set.length);
  }

  scenesLines(): BlockGroup[] {
    const sets = new Map(this.sceneSets().map((set) => [set.join("|"), set]));
    return this.groups("scenes", [...sets.keys()], (key) => {
      const scenes = sets.get(key)!;
      const vars = {
        scenes: joinList(scenes, "or"),
        "Scenes-cap": capitalise(joinList(scenes, "or")),
        "scenes-list": scenes.join(", "),
        scene1: scenes[0]!,
        scene2: scenes[1] ?? scenes[0]!,
      };
      // The seller's own contexts must all be named, so lines that use only two scenes go last; and
      // "for yoga" is not a place, so lines that need places ("it belongs at …") skip such sets.
      const own = this.contexts.length;
      const places = scenes.every((scene) => /^(at|in|on|by|under|along|behind|outdoors)\b/.test(scene));
      const templates = this.lines.scenes.filter((t) => places || !/\{(scene1|scene2|Scenes-cap)\}/.test(t));
      return this.render("scenes", templates, vars, (a, b) => Number(own > 2 && /scene2/.test(a)) - Number(own > 2 && /scene2/.test(b)));
    });
  }

  audienceLines(): BlockGroup[] {
    const all = rotateBy(this.profile.category.audiences, this.variant).map((a) => this.fill(a));
    const pairs = new Map<string, string[]>();
    for (let i = 0; i < all.length; i += 2) pairs.set(all.slice(i, i + 2).join("|"), all.slice(i, i + 2));
    return this.groups("audience", [...pairs.keys()], (key) => {
      const aud = pairs.get(key)!;
      const vars = { aud: joinList(aud), aud1: aud[0]!, aud2: aud[1] ?? aud[0]!, "aud-list": aud.join(", ") };
      return this.render("audience", this.lines.audiences, vars);
    });
  }

  jobLines(): BlockGroup[] {
    const jobs = rotateBy(this.profile.category.jobs, this.variant);
    return this.groups("job", jobs, (job) => this.render("job", this.lines.jobs, { job: this.fill(job) }));
  }

  careLines(): BlockGroup[] {
    const lines = this.profile.category.care
      .filter((c: CareLine) => (!c.when || c.when.test(this.profile.factsBlob)) && (!c.unless || !c.unless.test(this.profile.factsBlob)))
      .map((c) => c.text);
    return this.groups("care", lines, (text) => {
      const care = this.fill(text);
      const lower = care[0]!.toLowerCase() + care.slice(1);
      return this.render("care", this.lines.care, { care, "care-lower": lower });
    });
  }

  /** One material sentence, unless a feature already says it. */
  materialLines(): BlockGroup[] {
    const unsaid = this.profile.materials.filter((m) => !this.profile.features.some((f) => f.shape === "material" && f.text.toLowerCase() === m.toLowerCase()));
    if (!unsaid.length) return [];
    const mat = joinList(unsaid.slice(0, 2));
    return this.groups("material", [mat], () => this.render("material", this.lines.materials, { mat }));
  }

  moodLines(): BlockGroup[] {
    const moods = rotateBy(this.profile.category.moods, this.variant + 1);
    return this.groups("mood", moods, (m) => this.render("mood", this.lines.moods, { mood: this.fill(m) }));
  }

  giftLines(): BlockGroup[] {
    const aud1 = this.fill(rotateBy(this.profile.category.audiences, this.variant)[0] ?? "someone you know");
    return this.groups("gift", ["gift"], () => this.render("gift", this.lines.gifts, { aud1 }));
  }

  closingLines(): BlockGroup[] {
    return this.groups("closing", ["closing"], () => this.render("closing", this.lines.closings));
  }

  /** A feature in one short line for lists that must stay short (eBay subtitle, Walmart key features). */
  shortFeature(f: Feature): string {
    return f.shape === "spec" ? specLine(f) : capitalise(f.text);
  }
}

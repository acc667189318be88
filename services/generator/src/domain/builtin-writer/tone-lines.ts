import type { Tone } from "@shopscript/contracts";

// Each tone is a different writer, not the same sentences with another adjective: the professional
// voice is clear and benefit-led in medium sentences; the casual one is short, direct and contracted;
// the luxury one slower, with fewer and longer sensory sentences; the technical one leads with
// specifications and writes in labelled, spec-sheet lines. Templates use the tokens of grammar.ts
// ({It}, {v:verb}, ...) and named slots filled by the writer ({theName}, {scenes}, {job}, ...).
// No template states a fact: numbers, materials, ratings and claims only ever come from the slots.

export interface ToneLines {
  /** Whether the voice uses contractions ("it's", "you'll"). */
  contractions: boolean;
  /** Opening lines; {list} is two or three features as noun phrases. */
  openings: string[];
  /** Openings that need no feature list (thin input). */
  plainOpenings: string[];
  /** {scenes}: where it is used, as prepositional phrases. */
  scenes: string[];
  /** {aud}: who it is for. */
  audiences: string[];
  /** {job}: what it lets you do. */
  jobs: string[];
  /** {care}: a care sentence from the category. */
  care: string[];
  /** {mat}: the material. */
  materials: string[];
  /** {mood}: the luxury image; other tones use it sparingly. */
  moods: string[];
  gifts: string[];
  closings: string[];
  /** How the meta description opens ({Name}, {list}). */
  metas: string[];
  /** Tails for a feature with no known benefit; each used at most once per listing. */
  plainTails: string[];
  /** Title joiners: between the name and the first detail, and between details. */
  titleLead: string[];
  titleJoin: string;
}

export const TONE_LINES: Record<Tone, ToneLines> = {
  professional: {
    contractions: false,
    openings: [
      "{TheName} {is} designed around the way you will actually use {obj}, with {list}.",
      "{TheName} {v:bring} together {list}, with every detail chosen for daily use.",
      "Designed for {scene} and well beyond, {theName} {v:combine} {list}.",
      "{TheName} {v:offer} {list} in a design that stays practical from the first day.",
    ],
    plainOpenings: [
      "{TheName} {is} designed for everyday use, with nothing added that you do not need.",
      "{TheName} {v:keep} things practical: clear, useful and ready when you are.",
      "Designed for {scene} and more, {theName} {v:focus} on what matters day to day.",
    ],
    scenes: ["Use {obj} {scenes}.", "{It} {v:fit} easily into the day, {scenes}.", "{It} {is} a practical companion {scenes}."],
    audiences: ["A sensible choice for {aud}.", "Well suited to {aud}.", "{It} {is} a practical option for {aud}."],
    jobs: ["{It} {is} designed to help you {job}.", "The aim is simple: to help you {job}.", "{It} {v:make} it easier to {job}."],
    care: ["Care: {care}", "To look after {obj}: {care-lower}"],
    materials: ["{It} {is} made from {mat}.", "The {noun} {is} made from {mat}."],
    moods: ["{It} {is} made with {mood} in mind."],
    gifts: ["{It} also {v:make} a considered gift.", "{It} {is} also an easy choice as a gift."],
    closings: ["Straightforward to use and easy to live with, {it} quickly {v:earn} {its} place.", "Everything about {obj} is there for a reason.", "Practical, straightforward and ready for daily use."],
    metas: ["{Name} with {list}.", "{Name}: {list}.", "Shop {theName}, with {list}."],
    plainTails: [", a detail that earns its place in daily use", ", which keeps everyday use simple", ", one of the details that make {obj} easy to live with"],
    titleLead: [" – ", ", "],
    titleJoin: ", ",
  },
  casual: {
    contractions: true,
    openings: [
      "Good {nouns} should not be complicated. {This-one} {is} not: {list}.",
      "{This} {noun} just {v:get} on with it, with {list}.",
      "Here is the short version: {list}, and {a-noun} you will actually reach for.",
      "You want {a-noun} that works without fuss. {TheName} {does}, with {list}.",
    ],
    plainOpenings: [
      "{This} {noun} just {v:get} on with it.",
      "Good {nouns} should not be complicated. {This-one} {is} not.",
      "Here is {a-noun} you will actually reach for.",
    ],
    scenes: ["Take {obj} {scene1}. Or {scene2}. {It} {v:keep} up.", "{Scenes-cap}: {it} {v:fit} right in.", "Use {obj} {scenes}. Easy.", "{It} {is} ready {scenes}, no fuss."],
    audiences: ["Made for {aud1}. And {aud2}.", "Great pick for {aud}.", "Made with {aud1} in mind."],
    jobs: ["{It} {is} an easy way to {job}.", "Want to {job}? Sorted.", "{It} just {v:help} you {job}."],
    care: ["{care}", "Care is easy: {care-lower}"],
    materials: ["Made from {mat}.", "{It} {is} made from {mat}, so you know what you are getting."],
    moods: ["It is all about {mood}."],
    gifts: ["Also a solid gift idea.", "Need a present? This works."],
    closings: ["Simple as that.", "That is it. No fuss.", "Nothing more to it."],
    metas: ["{Name}: {list}. No fuss.", "{Name} with {list}. Simple.", "{Name} – {list}. Easy."],
    plainTails: [". Nice touch", ". Handy", ". Small detail, but you will notice it"],
    titleLead: [" – ", ": "],
    titleJoin: ", ",
  },
  luxury: {
    contractions: false,
    openings: [
      "There is a quiet pleasure in {a-noun} chosen with care, and {theName}, with {list}, {v:reward} that care.",
      "Some things are worth choosing slowly; {theName}, with {list}, {is} among them.",
      "{TheName} {is} made for {mood}, with {list} and nothing superfluous.",
    ],
    plainOpenings: [
      "Some things are worth choosing slowly, and {theName} {is} among them.",
      "{TheName} {is} made for {mood}.",
      "There is a quiet pleasure in {a-noun} chosen with care, and {theName} {v:reward} that care.",
    ],
    scenes: [
      "{It} {v:belong} {scene1} as naturally as {scene2}, and {v:look} at ease in both.",
      "{It} {is} as much at home {scene1} as {scene2}, and {v:settle} in without asking for attention.",
      "{It} {is} made to be used {scenes}, and {v:look} quietly at ease wherever {it} {v:go}.",
    ],
    audiences: ["For {aud1}, and for {aud2}, {it} quietly {v:become} part of the day.", "{It} {is} for {aud}, and for anyone who notices the difference a considered object makes."],
    jobs: ["{It} {v:let} you {job}, and {v:ask} very little in return.", "More than anything, {it} {v:let} you {job}."],
    care: ["To keep {obj} at {its} best, {care-lower}", "A little care goes a long way. {care}"],
    materials: ["{It} {is} made from {mat}, and {it} {v:carry} {its} material with quiet confidence.", "Made from {mat}, {it} {v:reward} a closer look."],
    moods: ["{It} {is} made for {mood}.", "Imagine {mood}."],
    gifts: ["{It} {v:make} a gift that feels personal without trying too hard.", "As a gift, {it} {v:say} more than a card could."],
    closings: ["A small thing, perhaps, but the small things are what a day is made of.", "Chosen once, and reached for often.", "Understated, considered, and entirely at home in your day."],
    metas: ["{Name}, with {list}: a considered choice.", "{Name}: {list}, made for {mood}.", "Discover {theName}, with {list}."],
    plainTails: [", a detail you come to appreciate with every use", ", quietly adding to the pleasure of using {obj}"],
    titleLead: [" – ", ", "],
    titleJoin: ", ",
  },
  technical: {
    contractions: false,
    openings: [
      "{Name}. Key specifications: {list}.",
      "Overview: {Name} with {list}.",
      "{Name} at a glance: {list}.",
    ],
    plainOpenings: ["{Name}: specifications and use.", "Overview: {Name}.", "{Name}: summary of features and use."],
    scenes: ["Typical use: {scenes-list}.", "Use cases: {scenes-list}.", "Recommended settings: {scenes-list}."],
    audiences: ["Intended for: {aud-list}.", "Suitable users: {aud-list}.", "Target users: {aud-list}."],
    jobs: ["Purpose: designed to help you {job}.", "Function: it helps you {job}.", "Primary task: to {job}."],
    care: ["Care: {care}", "Maintenance: {care}"],
    materials: ["Material: {mat}.", "Construction: {mat}."],
    moods: ["Use scenario: {mood}."],
    gifts: ["Gifting: a practical gift for {aud1}."],
    closings: [],
    metas: ["{Name}. Specs: {list}.", "{Name}: {list}. Full specifications inside.", "{Name} – {list}."],
    plainTails: [],
    titleLead: [" – ", ", "],
    titleJoin: ", ",
  },
};

// Spec order (section 3); the generator shows one Writing Style button per tone in this order.
export const TONES = ["professional", "casual", "luxury", "technical"] as const;

export type Tone = (typeof TONES)[number];

export const DEFAULT_TONE: Tone = "professional";

export const TONE_LABELS: Record<Tone, string> = {
  professional: "Professional",
  casual: "Casual",
  luxury: "Luxury",
  technical: "Technical",
};

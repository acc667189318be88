import type { VoiceLearnResult } from "@shopscript/contracts";

export function learnVoice(examples: string[], name?: string): VoiceLearnResult {
  void examples;
  void name;
  throw new Error("not yet");
}
